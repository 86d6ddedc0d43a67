/** Calls of the general journal: the entries of a business, a new manual entry and deleting one. */
import type { TaxCode } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api, request } from '../../app/http/client';

export const JOURNAL_SOURCES = ['bank', 'manual', 'opening', 'adjustment'] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];

const entrySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  date: z.string(),
  source: z.enum(JOURNAL_SOURCES),
  narration: z.string(),
  bankTransactionId: z.string().nullable(),
  lines: z.array(
    z.object({
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
    }),
  ),
});
export type JournalEntry = z.infer<typeof entrySchema>;

const listSchema = z.object({ data: z.array(entrySchema), pagination: z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() }) });
export type JournalList = z.infer<typeof listSchema>;

export interface JournalQuery {
  source?: JournalSource;
  from?: string;
  to?: string;
  skip: number;
  limit: number;
}

export interface JournalLineInput {
  accountId: string;
  /** Signed cents: debit positive, credit negative. */
  amount: number;
  taxCode: TaxCode | null;
}

export function listJournals(businessId: string, query: JournalQuery): Promise<JournalList> {
  return api(listSchema, `/api/v1/businesses/${businessId}/journals`, { query: { ...query } });
}

export async function createJournal(
  businessId: string,
  body: { date: string; narration: string; lines: JournalLineInput[]; adjustment?: boolean },
): Promise<JournalEntry> {
  const answer = await api(z.object({ data: entrySchema }), `/api/v1/businesses/${businessId}/journals`, { method: 'POST', body });
  return answer.data;
}

export async function deleteJournal(entryId: string): Promise<void> {
  await request(`/api/v1/journals/${entryId}`, { method: 'DELETE' });
}
