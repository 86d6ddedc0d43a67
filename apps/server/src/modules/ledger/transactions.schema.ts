/** The master table's list and coding requests and answers. */
import { z } from 'zod';
import { centsQuerySchema, centsSchema, descriptionSchema, isoDateSchema, taxCodeSchema } from './ledger.schema.js';

export const transactionListQuerySchema = z.object({
  bankAccountId: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: z.enum(['coded', 'uncoded']).optional(),
  /** Signed cents, as the amount is shown: money out is negative. */
  minAmount: centsQuerySchema.optional(),
  maxAmount: centsQuerySchema.optional(),
  /** Matches description, reference and payee anywhere (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  /** `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export const codingSplitSchema = z.object({
  accountId: z.uuid(),
  taxCode: taxCodeSchema,
  /** Signed like the bank amount; the splits add up to it. */
  amount: centsSchema,
  description: descriptionSchema,
});
export type CodingSplitInput = z.infer<typeof codingSplitSchema>;

export const codingBodySchema = z.object({ lines: z.array(codingSplitSchema).min(1).max(100) });

export const bulkCodingBodySchema = z.object({
  items: z.array(z.object({ transactionId: z.uuid(), lines: z.array(codingSplitSchema).min(1).max(100) })).min(1).max(500),
});
export type BulkCodingItem = z.infer<typeof bulkCodingBodySchema>['items'][number];

export const codingLineSchema = z.object({
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  taxCode: z.string().nullable(),
  /** Gross, signed like the bank amount. */
  amount: z.number().int(),
  /** GST inside `amount`, same sign. */
  gst: z.number().int(),
  description: z.string().nullable(),
});
export type CodingLineDto = z.infer<typeof codingLineSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  bankAccountId: z.string(),
  bankAccountName: z.string(),
  description: z.string(),
  reference: z.string(),
  payee: z.string(),
  amount: z.number().int(),
  status: z.enum(['coded', 'uncoded']),
  journalEntryId: z.string().nullable(),
  entryNumber: z.number().int().nullable(),
  coding: z.object({ lines: z.array(codingLineSchema) }).nullable(),
});
export type TransactionDto = z.infer<typeof transactionSchema>;

export const transactionListAnswerSchema = z.object({
  data: z.array(transactionSchema),
  pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
});
export const transactionAnswerSchema = z.object({ data: transactionSchema });
export const transactionsAnswerSchema = z.object({ data: z.array(transactionSchema) });
