/**
 * The internal-transfer API (`/api/v1/businesses/:id/transfer-pairs`), declared once: the server
 * validates and documents with these, the web parses answers with them. Amounts are signed cents.
 */
import { z } from 'zod';
import { DEFAULT_TRANSFER_DAYS, MAX_TRANSFER_DAYS } from '../matching/transfers.js';
import { paginationSchema } from './clients.js';

export const TRANSFER_PAIR_STATUSES = ['proposed', 'accepted', 'rejected'] as const;
export type TransferPairStatus = (typeof TRANSFER_PAIR_STATUSES)[number];

const confidenceSchema = z.number().int().min(0).max(100);

export const transferLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  bankAccountId: z.string(),
  bankAccountName: z.string(),
  description: z.string(),
  amount: z.number().int(),
  /** In the locked period or reconciled: shown, never changed here. */
  locked: z.boolean(),
});
export type TransferLineDto = z.infer<typeof transferLineSchema>;

export const transferPairSchema = z.object({
  id: z.string(),
  status: z.enum(TRANSFER_PAIR_STATUSES),
  confidence: confidenceSchema,
  gapDays: z.number().int(),
  /** The spend (money out) and the receipt (money in). */
  out: transferLineSchema,
  in: transferLineSchema,
  decidedAt: z.string().nullable(),
});
export type TransferPairDto = z.infer<typeof transferPairSchema>;

export const transferPairListQuerySchema = z.object({
  status: z.enum(['proposed', 'accepted']).default('proposed'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TransferPairListQuery = z.infer<typeof transferPairListQuerySchema>;

export const transferPairListAnswerSchema = z.object({
  data: z.array(transferPairSchema),
  pagination: paginationSchema,
});

export const transferAnalyzeBodySchema = z.object({
  days: z.number().int().min(0).max(MAX_TRANSFER_DAYS).default(DEFAULT_TRANSFER_DAYS),
});
export type TransferAnalyzeInput = z.infer<typeof transferAnalyzeBodySchema>;

export const transferAnalyzeAnswerSchema = z.object({ data: z.object({ proposed: z.number().int(), days: z.number().int() }) });

/** Either the pairs named, or every proposed pair at or above a confidence. */
export const transferDecisionBodySchema = z.union([
  z.object({ pairIds: z.array(z.uuid()).min(1).max(500) }),
  z.object({ minConfidence: confidenceSchema }),
]);
export type TransferDecisionInput = z.infer<typeof transferDecisionBodySchema>;

export const transferPairIdsBodySchema = z.object({ pairIds: z.array(z.uuid()).min(1).max(500) });
export type TransferPairIdsInput = z.infer<typeof transferPairIdsBodySchema>;

export const transferDecisionAnswerSchema = z.object({
  data: z.object({
    /** The pairs changed, in their new state. */
    done: z.array(transferPairSchema),
    /** Pairs left as they were, with the reason (locked period, reconciled, coded since). */
    skipped: z.array(z.object({ pairId: z.string(), reason: z.string() })),
  }),
});
export type TransferDecisionAnswer = z.infer<typeof transferDecisionAnswerSchema>['data'];
