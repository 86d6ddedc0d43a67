/**
 * The journal-entry answers of the ledger, declared once: the server validates and documents
 * with them, the web parses answers with them. Amounts are signed cents, debit positive.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

export const JOURNAL_SOURCES = ['bank', 'manual', 'opening', 'adjustment'] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];

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
  source: z.enum(JOURNAL_SOURCES),
  narration: z.string(),
  bankTransactionId: z.string().nullable(),
  lines: z.array(entryLineSchema),
});
export type EntryDto = z.infer<typeof entrySchema>;

export const journalAnswerSchema = z.object({ data: entrySchema });
export const journalListAnswerSchema = z.object({ data: z.array(entrySchema), pagination: paginationSchema });
export type JournalListDto = z.infer<typeof journalListAnswerSchema>;
