/** Request and answer pieces every ledger endpoint shares; they also feed OpenAPI. */
import { TAX_CODES } from '@ledgerdesk/domain';
import { z } from 'zod';
import { JOURNAL_SOURCES } from './ledger.tables.js';

/** Signed integer cents, within what a JavaScript number holds exactly. */
export const centsSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const centsQuerySchema = z.coerce.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const isoDateSchema = z.iso.date();
export const taxCodeSchema = z.enum(TAX_CODES);
export const journalSourceSchema = z.enum(JOURNAL_SOURCES);
export const descriptionSchema = z.string().trim().max(500).nullable().optional();

export const businessParamsSchema = z.object({ id: z.uuid() });
export const transactionParamsSchema = z.object({ id: z.uuid() });
export const entryParamsSchema = z.object({ entryId: z.uuid() });

export const entryLineSchema = z.object({
  id: z.number().int(),
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  amount: z.number().int(),
  debit: z.number().int(),
  credit: z.number().int(),
  taxCode: z.string().nullable(),
  gst: z.number().int(),
  description: z.string().nullable(),
});

export const entrySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  date: z.string(),
  source: journalSourceSchema,
  narration: z.string(),
  bankTransactionId: z.string().nullable(),
  lines: z.array(entryLineSchema),
});
export type EntryDto = z.infer<typeof entrySchema>;
