/** Calls of the ledger API used by the master table: transactions, coding and the business's accounts. */
import {
  accountListAnswerSchema,
  transactionAnswerSchema,
  transactionListAnswerSchema,
  type AccountDto,
  type TaxCode,
  type TransactionDto,
  type TransactionPageDto,
  type TransactionStatus,
} from '@ledgerdesk/domain';
import { api } from '../../app/http/client';

export type Transaction = TransactionDto;
export type TransactionPage = TransactionPageDto;

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
