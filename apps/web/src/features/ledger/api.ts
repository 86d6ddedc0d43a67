/** Calls of the ledger API used by the master table: transactions, coding and the business's accounts. */
import { TAX_CODES, type TaxCode } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api } from '../../app/http/client';

export const codingLineSchema = z.object({
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  taxCode: z.string().nullable(),
  amount: z.number().int(),
  gst: z.number().int(),
  description: z.string().nullable(),
});

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
export type Transaction = z.infer<typeof transactionSchema>;

const transactionPageSchema = z.object({
  data: z.array(transactionSchema),
  pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;
const transactionAnswerSchema = z.object({ data: transactionSchema });

export const accountSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  taxCode: z.enum(TAX_CODES),
  active: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
const accountListSchema = z.object({ data: z.array(accountSchema) });

export interface TransactionFilters {
  bankAccountId?: string;
  from?: string;
  to?: string;
  status?: 'coded' | 'uncoded';
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
  return api(transactionPageSchema, `/api/v1/businesses/${businessId}/transactions`, {
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
  const answer = await api(accountListSchema, `/api/v1/businesses/${businessId}/accounts`, { query: { active: 'true' } });
  return answer.data.filter((account) => account.active);
}
