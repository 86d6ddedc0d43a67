/** The master table with its filters and coding actions, for one business (the page and the business tab use it). */
import { can } from '@ledgerdesk/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useAuthState } from '../auth/session';
import { canMakeRules, ruleFromLinePath } from '../coding/ruleAccess';
import type { CodingLineInput, Transaction } from './api';
import { AttachmentsModal } from './AttachmentsModal';
import { InlineCodingEditor } from './InlineCodingEditor';
import { lineLock } from './lineLock';
import { MasterFilters } from './MasterFilters';
import { filtersFrom, type MasterSearch } from './masterSearch';
import { MasterTable } from './MasterTable';
import { ledgerKeys, replaceIn, useAccounts, useCodeTransaction, useTransactions, type Pages } from './queries';
import { SplitModal } from './SplitModal';
import { rowSuggestions, useAcceptSuggestions, useLearnedSuggestions } from './suggestions';

export interface MasterTablePanelProps {
  businessId: string;
  search: MasterSearch;
  onSearchChange: (patch: Partial<MasterSearch>) => void;
  /** The business's lock date: lines on or before it show a lock and cannot be coded. */
  lockDate: string | null;
  /** The table takes the height left in its parent (a page of its own) rather than a share of the window. */
  fill?: boolean;
}

const ruleLinkOf = (row: Transaction) => ruleFromLinePath(row.id);

export function MasterTablePanel({ businessId, search, onSearchChange, lockDate, fill = false }: MasterTablePanelProps) {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const makesRules = canMakeRules(roleId);
  const codes = can(roleId, 'ledger:write');
  const client = useQueryClient();
  const filters = useMemo(() => filtersFrom(search), [search]);
  const transactions = useTransactions(businessId, filters);
  const accounts = useAccounts(businessId);
  const queryKey = ledgerKeys.transactions(businessId, filters);
  const coding = useCodeTransaction(queryKey);
  const accepting = useAcceptSuggestions(businessId, queryKey);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [splitting, setSplitting] = useState<Transaction | null>(null);
  const [uncoding, setUncoding] = useState<Transaction | null>(null);
  const [attachingId, setAttachingId] = useState<string | null>(null);
  const rows = useMemo(() => transactions.data?.pages.flatMap((page) => page.data) ?? [], [transactions.data]);
  const accountList = useMemo(() => accounts.data ?? [], [accounts.data]);
  const learned = useLearnedSuggestions(businessId, transactions.data?.pages ?? []);
  const attaching = rows.find((row) => row.id === attachingId) ?? null;
  // A locked or reconciled line's suggestion could not be accepted: offering it would fail the whole batch.
  const suggestions = useMemo(
    () =>
      rowSuggestions(
        rows.filter((row) => !lineLock(row, lockDate)),
        learned,
        accountList,
      ),
    [rows, learned, accountList, lockDate],
  );
  const bankAccounts = useMemo(() => new Set(rows.map((row) => row.bankAccountId)).size, [rows]);
  const acceptAll = () => {
    if (suggestions.size === 0) showSuccess(t('ledger.suggestion.none'));
    else accepting.mutate({ rows, suggestions });
  };

  const code = (row: Transaction, lines: CodingLineInput[] | null) => coding.mutate({ row, lines, accounts: accountList });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = transactions;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <Stack gap="sm" style={fill ? { flex: 1, minHeight: 0 } : undefined}>
      <MasterFilters search={search} onChange={onSearchChange} rows={rows} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t(makesRules ? 'ledger.table.keysWithRule' : 'ledger.table.keys')}
        </Text>
        <Text size="xs" c="dimmed" aria-live="polite">
          {transactions.isPending ? t('ledger.table.loading') : t('ledger.table.loaded', { count: rows.length })}
        </Text>
      </Group>
      {!transactions.isPending && rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('ledger.table.empty')}
        </Text>
      ) : (
        <MasterTable
          rows={rows}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage || transactions.isPending}
          onLoadMore={loadMore}
          editingId={editingId}
          onEdit={(row) => setEditingId(row.id)}
          onSplit={setSplitting}
          onUncode={setUncoding}
          suggestions={suggestions}
          onAccept={(row) => accepting.mutate({ rows: [row], suggestions })}
          onAcceptAll={acceptAll}
          ruleLink={makesRules ? ruleLinkOf : undefined}
          lockDate={lockDate}
          canCode={codes}
          onAttachments={(row) => setAttachingId(row.id)}
          showBankAccount={!search.bankAccountId && bankAccounts > 1}
          fill={fill}
          renderEditor={(row) => (
            <InlineCodingEditor
              row={row}
              accounts={accountList}
              onCancel={() => setEditingId(null)}
              onSave={(accountId, taxCode) => {
                setEditingId(null);
                code(row, [{ accountId, taxCode, amount: row.amount }]);
              }}
            />
          )}
        />
      )}
      <AttachmentsModal
        row={attaching}
        businessId={businessId}
        canWrite={codes}
        lockedTo={attaching && lineLock(attaching, lockDate)?.kind === 'period' ? lockDate : null}
        onClose={() => setAttachingId(null)}
        onChange={(row, attachments) => client.setQueryData<Pages>(queryKey, (pages) => replaceIn(pages, { ...row, attachments }))}
      />
      <SplitModal
        row={splitting}
        accounts={accountList}
        onClose={() => setSplitting(null)}
        onSave={(lines) => {
          if (splitting) code(splitting, lines);
          setSplitting(null);
        }}
      />
      <ConfirmModal
        opened={uncoding !== null}
        onClose={() => setUncoding(null)}
        onConfirm={() => {
          if (uncoding) code(uncoding, null);
          setUncoding(null);
        }}
        title={t('ledger.uncode.title')}
        confirmLabel={t('ledger.uncode.confirm')}
        cancelLabel={t('ledger.cancel')}
        color="red"
      >
        {uncoding && t('ledger.uncode.text', { description: uncoding.description })}
      </ConfirmModal>
    </Stack>
  );
}
