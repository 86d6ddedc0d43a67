/** Manual journals, opening balances and the lock date: requests and answers. */
import { z } from 'zod';
import { centsSchema, descriptionSchema, entrySchema, isoDateSchema, journalSourceSchema, taxCodeSchema } from './ledger.schema.js';

export { journalAnswerSchema, journalListAnswerSchema } from '@ledgerdesk/domain';

export const journalLineInputSchema = z.object({
  accountId: z.uuid(),
  /** Signed cents: debit positive, credit negative. */
  amount: centsSchema,
  taxCode: taxCodeSchema.nullable().optional(),
  /** GST inside the amount, for GST reports; the GST itself is posted by a line of its own. */
  gst: centsSchema.optional(),
  description: descriptionSchema,
});

export const createJournalBodySchema = z.object({
  date: isoDateSchema,
  narration: z.string().trim().max(500).default(''),
  lines: z.array(journalLineInputSchema).min(2).max(500),
  /** An adjusting entry made while preparing a report (source 'adjustment'), rather than a plain manual journal. */
  adjustment: z.boolean().default(false),
});
export type CreateJournalInput = z.infer<typeof createJournalBodySchema>;

export const journalListQuerySchema = z.object({
  source: journalSourceSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;

export const openingBalancesBodySchema = z.object({
  date: isoDateSchema,
  /** Signed cents per account: debit balances positive, credit balances negative. */
  balances: z.array(z.object({ accountId: z.uuid(), amount: centsSchema })).max(1000),
});
export type OpeningBalancesInput = z.infer<typeof openingBalancesBodySchema>;

export const openingBalancesAnswerSchema = z.object({
  data: z.object({ equityAccountId: z.string().nullable(), entry: entrySchema.nullable() }),
});

export const lockDateBodySchema = z.object({
  /** null removes the lock (Super Admin only). */
  lockDate: isoDateSchema.nullable(),
  reason: z.string().trim().max(500).optional(),
});
export type LockDateInput = z.infer<typeof lockDateBodySchema>;

export const lockDateAnswerSchema = z.object({ data: z.object({ businessId: z.string(), lockDate: z.string().nullable() }) });
