/** Queries of the master table: the keyset-paged transactions, the accounts and coding with optimistic updates. */
import { gstFor } from '@ledgerdesk/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import {
  listAccounts,
  listTransactions,
  removeCoding,
  saveCoding,
  type Account,
  type CodingLineInput,
  type Transaction,
  type TransactionFilters,
  type TransactionPage,
} from './api';

export const ledgerKeys = {
  transactions: (businessId: string, filters: TransactionFilters) => ['ledger', 'transactions', businessId, filters] as const,
  accounts: (businessId: string) => ['ledger', 'accounts', businessId] as const,
};

export function useTransactions(businessId: string, filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: ledgerKeys.transactions(businessId, filters),
    queryFn: ({ pageParam, signal }) => listTransactions(businessId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.pagination.nextCursor,
    enabled: businessId !== '',
  });
}

export function useAccounts(businessId: string) {
  return useQuery({
    queryKey: ledgerKeys.accounts(businessId),
    queryFn: () => listAccounts(businessId),
    enabled: businessId !== '',
    staleTime: 60_000,
  });
}

export type Pages = InfiniteData<TransactionPage, string | null>;

export function replaceIn(pages: Pages | undefined, next: Transaction): Pages | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map((row) => (row.id === next.id ? next : row)) })) };
}

/** The row as it will look once coded, shown before the server answers. */
export function optimisticCoding(row: Transaction, lines: CodingLineInput[], accounts: Account[]): Transaction {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return {
    ...row,
    status: 'coded',
    coding: {
      lines: lines.map((line) => ({
        accountId: line.accountId,
        accountCode: byId.get(line.accountId)?.code ?? '',
        accountName: byId.get(line.accountId)?.name ?? '',
        taxCode: line.taxCode,
        amount: line.amount,
        gst: gstFor(line.taxCode, line.amount),
        description: line.description ?? null,
      })),
    },
  };
}

interface CodingVariables {
  row: Transaction;
  lines: CodingLineInput[] | null;
  accounts: Account[];
}

/** Codes (lines) or uncodes (null) a row; the table shows the result at once and rolls back on error. */
export function useCodeTransaction(queryKey: QueryKey) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, lines }: CodingVariables) => (lines ? saveCoding(row.id, lines) : removeCoding(row.id)),
    onMutate: async ({ row, lines, accounts }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<Pages>(queryKey);
      const next: Transaction = lines
        ? optimisticCoding(row, lines, accounts)
        : { ...row, status: 'uncoded', coding: null, journalEntryId: null, entryNumber: null };
      client.setQueryData<Pages>(queryKey, (pages) => replaceIn(pages, next));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
      showError(error, t('ledger.coding.failed'));
    },
    onSuccess: (saved) => {
      client.setQueryData<Pages>(queryKey, (pages) => replaceIn(pages, saved));
      void client.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
