/** The lines that explain a reconciliation's difference, and the account's reconciliations with the undo of the latest. */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatMoney,
  type ReconciliationDto,
  type ReconciliationLineDto,
  type ReconciliationRecordDto,
} from '@ledgerdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';

const money = (cents: number) => (
  <Text size="sm" ff="monospace">
    {formatMoney(cents)}
  </Text>
);

interface LinesProps {
  kind: 'uncoded' | 'unmatched';
  group: ReconciliationDto['uncoded'];
  action?: React.ReactNode;
}

export function ReconciliationLines({ kind, group, action }: LinesProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<ReconciliationLineDto>[] = [
    { key: 'date', header: t('reconciliation.columns.date'), width: 120, render: (l) => formatDate(l.date) },
    ...(kind === 'unmatched'
      ? [{ key: 'entry', header: t('reconciliation.columns.entry'), width: 90, render: (l: ReconciliationLineDto) => l.entryNumber ?? '—' }]
      : []),
    { key: 'description', header: t('reconciliation.columns.description'), render: (l) => l.description },
    { key: 'amount', header: t('reconciliation.columns.amount'), width: 140, align: 'right', render: (l) => money(l.amount) },
  ];
  const amount = formatMoney(group.amount);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <div>
          <Title order={4}>{t(`reconciliation.${kind}Title`, { count: group.count, amount })}</Title>
          <Text size="sm" c="dimmed">
            {t(`reconciliation.${kind}Help`)}
            {group.lines.length < group.count && ` ${t('reconciliation.linesShown', { shown: group.lines.length })}`}
          </Text>
        </div>
        {group.count > 0 && action}
      </Group>
      <DataTable
        label={t(`reconciliation.${kind}Table`)}
        columns={columns}
        rows={group.lines}
        getRowId={(l) => `${l.id}-${l.date}-${l.amount}`}
        emptyTitle={t(`reconciliation.${kind}Empty`)}
        skeletonRows={2}
      />
    </Stack>
  );
}

interface HistoryProps {
  history: ReconciliationRecordDto[];
  canUndo: boolean;
  undoing: boolean;
  onUndo: (record: ReconciliationRecordDto) => Promise<unknown>;
}

export function ReconciliationHistory({ history, canUndo, undoing, onUndo }: HistoryProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<ReconciliationRecordDto | null>(null);
  const columns: DataTableColumn<ReconciliationRecordDto>[] = [
    {
      key: 'date',
      header: t('reconciliation.columns.statementDate'),
      width: 140,
      render: (r) => formatDate(r.statementDate),
    },
    { key: 'balance', header: t('reconciliation.columns.statementBalance'), align: 'right', render: (r) => money(r.statementBalance) },
    { key: 'lines', header: t('reconciliation.columns.lines'), width: 90, align: 'right', render: (r) => r.lineCount },
    { key: 'by', header: t('reconciliation.columns.by'), render: (r) => r.createdBy ?? '—' },
    { key: 'at', header: t('reconciliation.columns.at'), width: 170, render: (r) => formatDateTime(r.createdAt) },
  ];
  if (canUndo)
    columns.push({
      key: 'actions',
      header: t('reconciliation.columns.actions'),
      width: 110,
      align: 'right',
      render: (r) =>
        r.id === history[0]?.id && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('reconciliation.undoNamed', { date: formatDate(r.statementDate) })}
            onClick={() => setConfirming(r)}
          >
            {t('reconciliation.undo')}
          </Button>
        ),
    });
  return (
    <Stack gap="xs">
      <Title order={4}>{t('reconciliation.history')}</Title>
      <DataTable
        label={t('reconciliation.history')}
        columns={columns}
        rows={history}
        getRowId={(r) => r.id}
        emptyTitle={t('reconciliation.historyEmpty')}
        skeletonRows={1}
      />
      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void onUndo(confirming).then(() => setConfirming(null))}
        title={t('reconciliation.undoTitle')}
        confirmLabel={t('reconciliation.undo')}
        color="red"
        loading={undoing}
      >
        {t('reconciliation.undoText', { date: confirming ? formatDate(confirming.statementDate) : '' })}
      </ConfirmModal>
    </Stack>
  );
}
