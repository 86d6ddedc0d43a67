/** Calls of the general journal: the entries of a business, a new manual entry and deleting one. */
import {
  journalAnswerSchema,
  journalListAnswerSchema,
  type EntryDto,
  type JournalListDto,
  type JournalSource,
  type TaxCode,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

export { JOURNAL_SOURCES, type JournalSource } from '@ledgerdesk/domain';
export type JournalEntry = EntryDto;
export type JournalList = JournalListDto;

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
  return api(journalListAnswerSchema, `/api/v1/businesses/${businessId}/journals`, { query: { ...query } });
}

export async function createJournal(
  businessId: string,
  body: { date: string; narration: string; lines: JournalLineInput[]; adjustment?: boolean },
): Promise<JournalEntry> {
  const answer = await api(journalAnswerSchema, `/api/v1/businesses/${businessId}/journals`, { method: 'POST', body });
  return answer.data;
}

export async function deleteJournal(entryId: string): Promise<void> {
  await request(`/api/v1/journals/${entryId}`, { method: 'DELETE' });
}
