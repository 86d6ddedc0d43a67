/** The master table's list and coding requests and answers. */
import { TRANSACTION_STATUSES } from '@ledgerdesk/domain';
import { z } from 'zod';
import { centsQuerySchema, centsSchema, descriptionSchema, isoDateSchema, taxCodeSchema } from './ledger.schema.js';

export {
  transactionAnswerSchema,
  transactionListAnswerSchema,
  transactionsAnswerSchema,
  type CodingLineDto,
  type TransactionAttachmentDto,
  type TransactionDto,
} from '@ledgerdesk/domain';

export const transactionListQuerySchema = z.object({
  bankAccountId: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
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
  items: z
    .array(z.object({ transactionId: z.uuid(), lines: z.array(codingSplitSchema).min(1).max(100) }))
    .min(1)
    .max(500),
});
export type BulkCodingItem = z.infer<typeof bulkCodingBodySchema>['items'][number];
