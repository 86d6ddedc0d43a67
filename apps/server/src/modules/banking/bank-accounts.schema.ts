/** Request and answer shapes of the bank-accounts and bank-feeds API; they also feed OpenAPI. */
import { BANK_ACCOUNT_KINDS, BANK_ACCOUNT_STATUSES, isoDateSchema } from '@ledgerdesk/domain';
import { z } from 'zod';

export {
  bankAccountAnswerSchema,
  bankAccountListAnswerSchema,
  bankFeedListAnswerSchema,
  providerListAnswerSchema,
  type BankAccountDto,
  type BankFeedDto,
} from '@ledgerdesk/domain';

const isoDate = isoDateSchema('Use a date written YYYY-MM-DD.');

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
  kind: z.enum(BANK_ACCOUNT_KINDS).default('manual'),
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
    status: z.enum(BANK_ACCOUNT_STATUSES),
    feed: feedDetailsSchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change.');
export type UpdateBankAccountInput = z.infer<typeof updateBankAccountBodySchema>;

export const businessParamsSchema = z.object({ id: z.uuid() });
export const bankAccountParamsSchema = z.object({ id: z.uuid(), bankAccountId: z.uuid() });
export const bankAccountListQuerySchema = z.object({ status: z.enum(BANK_ACCOUNT_STATUSES).optional() });
