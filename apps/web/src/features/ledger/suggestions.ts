/**
 * Suggestions in the master table: a Suggest-mode rule's stored coding, else the top account
 * learned from coded history (fetched per loaded page of rows), and accepting them, one row
 * (key A) or every loaded row (Shift+A).
 */
import { TAX_CODES, type TaxCode } from '@ledgerdesk/domain';
import { useMutation, useQueries, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import {
  acceptRuleSuggestions,
  learnedSuggestions,
  saveCoding,
  saveCodings,
  type Account,
  type LearnedSuggestion,
  type LearnedSuggestionsAnswer,
  type Transaction,
  type TransactionPage,
} from './api';

/** What the Suggestion column shows and A accepts for an uncoded row. */
export type RowSuggestion =
  { kind: 'rule'; ruleName: string; accounts: string } | { kind: 'learned'; suggestion: LearnedSuggestion; taxCode: TaxCode };

type LearnedAnswer = LearnedSuggestionsAnswer['data'];

/** The servers take at most this many ids a call. */
const BATCH = 500;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** The top learned account of each uncoded row without a rule suggestion: one query per loaded page. */
export function useLearnedSuggestions(businessId: string, pages: readonly TransactionPage[]): ReadonlyMap<string, LearnedSuggestion> {
  const batches = pages.flatMap((page) =>
    chunks(page.data.filter((row) => row.status === 'uncoded' && !row.suggestion).map((row) => row.id)),
  );
  return useQueries({
    queries: batches.map((ids) => ({
      queryKey: ['ledger', 'learned', businessId, ids] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => learnedSuggestions(businessId, ids, signal),
      enabled: businessId !== '' && ids.length > 0,
      staleTime: 60_000,
    })),
    combine: topLearned,
  });
}

/** Stable, so TanStack recombines only when an answer changes. */
function topLearned(results: readonly { data?: LearnedAnswer | undefined }[]): ReadonlyMap<string, LearnedSuggestion> {
  const top = new Map<string, LearnedSuggestion>();
  for (const { data } of results)
    for (const { transactionId, suggestions } of data ?? []) if (suggestions[0]) top.set(transactionId, suggestions[0]);
  return top;
}

const isTaxCode = (code: string): code is TaxCode => (TAX_CODES as readonly string[]).includes(code);

/** Each uncoded row's suggestion: the rule's first, the learned one otherwise. */
export function rowSuggestions(
  rows: readonly Transaction[],
  learned: ReadonlyMap<string, LearnedSuggestion>,
  accounts: readonly Account[],
): Map<string, RowSuggestion> {
  const names = new Map(accounts.map((a) => [a.code, a.name]));
  const out = new Map<string, RowSuggestion>();
  for (const row of rows) {
    if (row.status === 'coded') continue;
    if (row.suggestion) {
      const codes = row.suggestion.splits.map((s) => `${s.accountCode} ${names.get(s.accountCode) ?? ''}`.trim());
      out.set(row.id, { kind: 'rule', ruleName: row.suggestion.rule?.name ?? '', accounts: codes.join(' · ') });
    } else {
      const top = learned.get(row.id);
      if (top && isTaxCode(top.taxCode)) out.set(row.id, { kind: 'learned', suggestion: top, taxCode: top.taxCode });
    }
  }
  return out;
}

const learnedLines = (row: Transaction, s: Extract<RowSuggestion, { kind: 'learned' }>) => [
  { accountId: s.suggestion.accountId, taxCode: s.taxCode, amount: row.amount },
];

/**
 * Accepts the suggestions of `rows`: rule ones through accept-suggestions, learned ones through
 * the coding endpoints (one PUT for a single row, the bulk coding otherwise); then reloads the table.
 */
export function useAcceptSuggestions(businessId: string, queryKey: QueryKey) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ rows, suggestions }: { rows: readonly Transaction[]; suggestions: ReadonlyMap<string, RowSuggestion> }) => {
      const ruleIds = rows.filter((row) => suggestions.get(row.id)?.kind === 'rule').map((row) => row.id);
      const learned = rows.flatMap((row) => {
        const s = suggestions.get(row.id);
        return s?.kind === 'learned' ? [{ transactionId: row.id, lines: learnedLines(row, s) }] : [];
      });
      let accepted = 0;
      for (const ids of chunks(ruleIds)) accepted += (await acceptRuleSuggestions(businessId, ids)).accepted.length;
      const [single] = learned;
      if (learned.length === 1 && single) {
        await saveCoding(single.transactionId, single.lines);
        accepted += 1;
      } else for (const items of chunks(learned)) accepted += (await saveCodings(businessId, items)).length;
      return accepted;
    },
    onError: (error) => showError(error, t('ledger.coding.failed')),
    onSuccess: (count) => showSuccess(t('ledger.suggestion.accepted', { count })),
    onSettled: () => {
      void client.invalidateQueries({ queryKey });
      void client.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
