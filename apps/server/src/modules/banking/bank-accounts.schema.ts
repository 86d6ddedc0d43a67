/** Request and answer shapes of the bank-accounts and bank-feeds API; they also feed OpenAPI. */
import { z } from 'zod';

const paginationSchema = z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() });
const isoDate = z.iso.date('Use a date written YYYY-MM-DD.');

/** '062-000', '062000' or '062 000' → '062-000'; blank clears it. */
export const bsbSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{3}[- ]?\d{3}$/.test(v), 'A BSB is six digits, written NNN-NNN.')
  .transform((v) => (v === '' ? '' : `${v.replace(/\D/g, '').slice(0, 3)}-${v.replace(/\D/g, '').slice(3)}`));

/** Digits only once spaces and dashes are dropped; cards run to 16 digits. */
export const accountNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || /^\d{4,20}$/.test(v), 'An account number is 4 to 20 digits.');

export const feedDetailsSchema = z.object({
  provider: z.string().trim().min(1),
  institution: z.string().trim().min(1, 'Name the bank.').max(100),
  accountReference: z.string().trim().min(1, 'Give the account reference the bank uses.').max(100),
  consentExpiresAt: isoDate,
});
export type FeedDetailsInput = z.infer<typeof feedDetailsSchema>;

const name = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');
const cents = z.number().int('Amounts are whole cents.').refine(Number.isSafeInteger, 'The amount is too large.');

export const createBankAccountBodySchema = z.object({
  name,
  bsb: bsbSchema.default(''),
  accountNumber: accountNumberSchema.default(''),
  kind: z.enum(['manual', 'online']).default('manual'),
  /** An asset account of subtype bank in the business's chart; omitted, a new one is made (next free 1-1xxx code). */
  ledgerAccountId: z.uuid().optional(),
  openingBalance: cents.default(0),
  openingDate: isoDate.nullable().default(null),
  feed: feedDetailsSchema.optional(),
});
export type CreateBankAccountInput = z.infer<typeof createBankAccountBodySchema>;

export const updateBankAccountBodySchema = z
  .object({
    name,
    bsb: bsbSchema,
    accountNumber: accountNumberSchema,
    ledgerAccountId: z.uuid(),
    openingBalance: cents,
    openingDate: isoDate.nullable(),
    status: z.enum(['active', 'closed']),
    feed: feedDetailsSchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change.');
export type UpdateBankAccountInput = z.infer<typeof updateBankAccountBodySchema>;

export const feedSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  institution: z.string(),
  accountReference: z.string(),
  consentExpiresAt: z.string().nullable(),
  status: z.enum(['connected', 'consent_expired', 'closed']),
  lastSyncAt: z.string().nullable(),
});

export const bankAccountSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  bsb: z.string(),
  /** Only the last four digits, e.g. '•••• 6789'. */
  accountNumber: z.string(),
  kind: z.enum(['manual', 'online']),
  ledgerAccount: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  openingBalance: z.number().int(),
  openingDate: z.string().nullable(),
  status: z.enum(['active', 'closed']),
  transactionCount: z.number().int(),
  lastImportAt: z.string().nullable(),
  feed: feedSchema.nullable(),
  createdAt: z.string(),
});
export type BankAccountDto = z.infer<typeof bankAccountSchema>;

export const bankFeedSchema = feedSchema.extend({ bankAccountId: z.string(), name: z.string(), accountNumber: z.string() });
export type BankFeedDto = z.infer<typeof bankFeedSchema>;

export const businessParamsSchema = z.object({ id: z.uuid() });
export const bankAccountParamsSchema = z.object({ id: z.uuid(), bankAccountId: z.uuid() });
export const bankAccountListQuerySchema = z.object({ status: z.enum(['active', 'closed']).optional() });

export const bankAccountAnswerSchema = z.object({ data: bankAccountSchema });
export const bankAccountListAnswerSchema = z.object({ data: z.array(bankAccountSchema), pagination: paginationSchema });
export const bankFeedListAnswerSchema = z.object({ data: z.array(bankFeedSchema), pagination: paginationSchema });
export const providerListAnswerSchema = z.object({ data: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })), pagination: paginationSchema });
