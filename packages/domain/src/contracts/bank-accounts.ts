/**
 * The bank-account and bank-feed answers of the API, declared once: the server validates and
 * documents with them, the web parses answers with them.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

export const BANK_ACCOUNT_KINDS = ['manual', 'online'] as const;
export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];

export const BANK_ACCOUNT_STATUSES = ['active', 'closed'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export const BANK_FEED_STATUSES = ['connected', 'consent_expired', 'closed'] as const;
export type BankFeedStatus = (typeof BANK_FEED_STATUSES)[number];

const feedSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  institution: z.string(),
  accountReference: z.string(),
  consentExpiresAt: z.string().nullable(),
  status: z.enum(BANK_FEED_STATUSES),
  lastSyncAt: z.string().nullable(),
});

export const bankAccountSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  bsb: z.string(),
  /** Only the last four digits, e.g. '•••• 6789'. */
  accountNumber: z.string(),
  kind: z.enum(BANK_ACCOUNT_KINDS),
  ledgerAccount: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  openingBalance: z.number().int(),
  openingDate: z.string().nullable(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  transactionCount: z.number().int(),
  lastImportAt: z.string().nullable(),
  feed: feedSchema.nullable(),
  createdAt: z.string(),
});
export type BankAccountDto = z.infer<typeof bankAccountSchema>;

export const bankFeedSchema = feedSchema.extend({ bankAccountId: z.string(), name: z.string(), accountNumber: z.string() });
export type BankFeedDto = z.infer<typeof bankFeedSchema>;

export const feedProviderSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type FeedProviderDto = z.infer<typeof feedProviderSchema>;

export const bankAccountAnswerSchema = z.object({ data: bankAccountSchema });
export const bankAccountListAnswerSchema = z.object({ data: z.array(bankAccountSchema), pagination: paginationSchema });
export const bankFeedListAnswerSchema = z.object({ data: z.array(bankFeedSchema), pagination: paginationSchema });
export const providerListAnswerSchema = z.object({ data: z.array(feedProviderSchema), pagination: paginationSchema });
