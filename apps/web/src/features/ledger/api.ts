/** Calls of the ledger API used by the master table: transactions, coding and the business's accounts. */
import {
  acceptSuggestionsAnswerSchema,
  accountListAnswerSchema,
  learnedSuggestionsAnswerSchema,
  transactionAnswerSchema,
  transactionsAnswerSchema,
  transactionListAnswerSchema,
  type AccountDto,
  type LearnedSuggestionDto,
  type LearnedSuggestionsAnswer,
  type TaxCode,
  type TransactionDto,
  type TransactionPageDto,
  type TransactionStatus,
} from '@ledgerdesk/domain';
import { api } from '../../app/http/client';

export type Transaction = TransactionDto;
export type TransactionPage = TransactionPageDto;
export type LearnedSuggestion = LearnedSuggestionDto;
export type { LearnedSuggestionsAnswer };

/** An account of the business's chart, as the charts API answers it. */
export type Account = AccountDto;

export interface TransactionFilters {
  bankAccountId?: string;
  from?: string;
  to?: string;
  status?: TransactionStatus;
  minAmount?: number;
  maxAmount?: number;
  q?: string;
}

export interface CodingLineInput {
  accountId: string;
  taxCode: TaxCode;
  amount: number;
  description?: string | null;
}

export const PAGE_SIZE = 200;

export function listTransactions(businessId: string, filters: TransactionFilters, cursor: string | null, signal?: AbortSignal) {
  return api(transactionListAnswerSchema, `/api/v1/businesses/${businessId}/transactions`, {
    query: { ...filters, limit: PAGE_SIZE, cursor },
    signal,
  });
}

export async function saveCoding(transactionId: string, lines: CodingLineInput[]): Promise<Transaction> {
  const answer = await api(transactionAnswerSchema, `/api/v1/transactions/${transactionId}/coding`, { method: 'PUT', body: { lines } });
  return answer.data;
}

export async function removeCoding(transactionId: string): Promise<Transaction> {
  const answer = await api(transactionAnswerSchema, `/api/v1/transactions/${transactionId}/coding`, { method: 'DELETE' });
  return answer.data;
}

export async function listAccounts(businessId: string): Promise<Account[]> {
  const answer = await api(accountListAnswerSchema, `/api/v1/businesses/${businessId}/accounts`, { query: { active: 'true' } });
  return answer.data.filter((account) => account.active);
}

/** Many rows coded at once: all of them or none. */
export async function saveCodings(
  businessId: string,
  items: { transactionId: string; lines: CodingLineInput[] }[],
): Promise<Transaction[]> {
  const answer = await api(transactionsAnswerSchema, `/api/v1/businesses/${businessId}/transactions/code`, {
    method: 'POST',
    body: { items },
  });
  return answer.data;
}

/** Accounts learned from coded history for some uncoded rows (at most 500 ids). */
export async function learnedSuggestions(businessId: string, transactionIds: string[], signal?: AbortSignal) {
  const answer = await api(learnedSuggestionsAnswerSchema, `/api/v1/businesses/${businessId}/coding-suggestions`, {
    method: 'POST',
    body: { transactionIds },
    signal,
  });
  return answer.data;
}

/** Codes rows with their rules' suggestions (at most 500 ids); locked ones come back skipped. */
export async function acceptRuleSuggestions(businessId: string, transactionIds: string[]) {
  const answer = await api(acceptSuggestionsAnswerSchema, `/api/v1/businesses/${businessId}/transactions/accept-suggestions`, {
    method: 'POST',
    body: { transactionIds },
  });
  return answer.data;
}
