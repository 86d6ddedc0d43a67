/**
 * Contractors of a business and their TPAR (`/subcontractor-keyword-abn`): the contractor
 * record with the keywords that find its payments, the scan's candidate lines, the links the
 * user confirms, and the report. Declared once for the server and the web.
 */
import { z } from 'zod';
import { compactAbn, isValidAbn } from '../abn.js';
import { TPAR_STATES } from '../tpar/tpar-file.js';
import { dataAnswer } from './answers.js';

export const MAX_CONTRACTOR_KEYWORDS = 20;

/** Empty means no ABN was quoted; anything else must pass the checksum. */
const abnInput = z
  .string()
  .trim()
  .max(20)
  .transform((value) => compactAbn(value.replace(/[-\u00a0]/g, '')))
  .refine((value) => value === '' || isValidAbn(value), 'Enter a valid 11-digit ABN, or leave it empty when none was quoted.');

export const contractorAddressSchema = z.object({
  line1: z.string().trim().max(38).default(''),
  line2: z.string().trim().max(38).default(''),
  suburb: z.string().trim().max(27).default(''),
  state: z.union([z.enum(TPAR_STATES), z.literal('')]).default(''),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'A postcode is 4 digits.')
    .default(''),
});
export type ContractorAddress = z.infer<typeof contractorAddressSchema>;

export const contractorInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name.').max(200),
  abn: abnInput.default(''),
  address: contractorAddressSchema,
  email: z.union([z.email('Enter a valid e-mail address.'), z.literal('')]).default(''),
  keywords: z.array(z.string().trim().min(2, 'A keyword needs at least 2 characters.').max(100)).max(MAX_CONTRACTOR_KEYWORDS).default([]),
});
export type ContractorInput = z.input<typeof contractorInputSchema>;

/** An address as answered: the state as stored, which the form keeps to the ATO's codes. */
const addressAnswerSchema = z.object({ line1: z.string(), line2: z.string(), suburb: z.string(), state: z.string(), postcode: z.string() });

export const contractorSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  abn: z.string().nullable(),
  address: addressAnswerSchema,
  email: z.string(),
  keywords: z.array(z.string()),
  paymentCount: z.number().int(),
});
export type ContractorDto = z.infer<typeof contractorSchema>;

export const contractorListAnswerSchema = dataAnswer(z.array(contractorSchema));
export const contractorAnswerSchema = dataAnswer(contractorSchema);

/** A spend line a contractor's keywords found, not yet linked to any contractor. */
export const contractorCandidateSchema = z.object({
  transactionId: z.string(),
  date: z.string(),
  description: z.string(),
  payee: z.string(),
  amount: z.number().int(),
  contractorId: z.string(),
  contractorName: z.string(),
  /** The contractor has no ABN: 47% no-ABN withholding applies to the payment. */
  noAbn: z.boolean(),
  /** A rule already marked the line as a contractor payment. */
  markedByRule: z.boolean(),
});
export type ContractorCandidateDto = z.infer<typeof contractorCandidateSchema>;

export const contractorScanAnswerSchema = dataAnswer(z.object({ candidates: z.array(contractorCandidateSchema), truncated: z.boolean() }));
export type ContractorScanAnswer = z.infer<typeof contractorScanAnswerSchema>;

export const contractorConfirmBodySchema = z.object({
  links: z
    .array(
      z.object({
        transactionId: z.uuid(),
        contractorId: z.uuid(),
        /** The business withheld 47% because no ABN was quoted; only for a contractor without one. */
        withheld: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(500),
});
export type ContractorConfirmBody = z.input<typeof contractorConfirmBodySchema>;

export const contractorPaymentSchema = z.object({
  transactionId: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  contractorId: z.string(),
  contractorName: z.string(),
  abn: z.string().nullable(),
  taxWithheld: z.number().int(),
});
export type ContractorPaymentDto = z.infer<typeof contractorPaymentSchema>;

export const contractorPaymentsAnswerSchema = dataAnswer(z.array(contractorPaymentSchema));
export const contractorConfirmAnswerSchema = dataAnswer(z.object({ linked: z.number().int() }));

export const tparYearQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

const tparPartSchema = z.object({
  abn: z.string().nullable(),
  gross: z.number().int(),
  gst: z.number().int(),
  taxWithheld: z.number().int(),
});

export const tparAnswerSchema = dataAnswer(
  z.object({
    yearEnd: z.number().int(),
    from: z.string(),
    to: z.string(),
    rows: z.array(
      z.object({
        contractorId: z.string(),
        name: z.string(),
        address: addressAnswerSchema,
        email: z.string(),
        abns: z.array(z.string()),
        gross: z.number().int(),
        gst: z.number().int(),
        taxWithheld: z.number().int(),
        noAbn: z.boolean(),
        paymentCount: z.number().int(),
        parts: z.array(tparPartSchema),
      }),
    ),
    totals: z.object({ gross: z.number().int(), gst: z.number().int(), taxWithheld: z.number().int() }),
  }),
);
export type TparAnswer = z.infer<typeof tparAnswerSchema>;

/** What the electronic file needs that the books do not hold: who to call and the business's address. */
export const tparFileBodySchema = z.object({
  year: z.number().int().min(2000).max(2100),
  runType: z.enum(['T', 'P']).default('P'),
  contactName: z.string().trim().min(1, 'Enter a contact name.').max(38),
  contactPhone: z.string().trim().min(1, 'Enter a telephone number.').max(15),
  email: z.union([z.email(), z.literal('')]).default(''),
  address: contractorAddressSchema,
});
export type TparFileBody = z.input<typeof tparFileBodySchema>;
