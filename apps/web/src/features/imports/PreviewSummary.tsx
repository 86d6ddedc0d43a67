/**
 * What the preview says about itself: rows read, kept (new and duplicates) and dropped by
 * reason, money in and out, and the closing balance against the statement's own.
 */
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { formatMoney } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import type { Preview } from './api';
import { droppedLine } from './dropped';

/** Dropped rows listed under the counts; the rest are counted only. */
const LISTED = 20;

export function PreviewSummary({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents);
  const dropped = preview.rowsRead - preview.rowCount;
  const { balance } = preview;
  return (
    <Stack gap="xs" data-testid="preview-summary">
      <Text size="sm">
        {t('imports.summary.rows', {
          format: preview.format.toUpperCase(),
          read: preview.rowsRead,
          kept: preview.rowCount,
          fresh: preview.rowCount - preview.duplicates,
          duplicates: preview.duplicates,
          dropped,
        })}
      </Text>
      <Group gap="lg">
        <Text size="sm">{t('imports.totalIn', { amount: money(preview.newTotals.in) })}</Text>
        <Text size="sm">{t('imports.totalOut', { amount: money(preview.newTotals.out) })}</Text>
      </Group>
      {balance && (
        <Alert color={balance.difference === 0 ? 'teal' : 'orange'} p="xs" data-testid="balance-check">
          <Text size="sm">
            {t(balance.basis === 'statement' ? 'imports.balance.statement' : 'imports.balance.account', {
              start: money(balance.start),
              movement: money(balance.movement),
              computed: money(balance.computed),
              stated: money(balance.stated),
            })}{' '}
            {balance.difference === 0
              ? t('imports.balance.agrees')
              : t('imports.balance.differs', { difference: money(balance.difference) })}
          </Text>
        </Alert>
      )}
      {dropped > 0 && (
        <Alert color="yellow" p="xs" title={t('imports.summary.droppedTitle', { count: dropped })} data-testid="dropped-rows">
          <Text size="sm">{preview.droppedCounts.map((c) => t(`imports.dropReason.${c.reason}`, { count: c.count })).join(' · ')}</Text>
          <List size="sm" spacing={2} mt={4}>
            {preview.dropped.slice(0, LISTED).map((row, index) => (
              <List.Item key={index}>{droppedLine(t, row)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {preview.warnings.map((warning) => (
        <Alert key={warning} color="yellow" p="xs">
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}
