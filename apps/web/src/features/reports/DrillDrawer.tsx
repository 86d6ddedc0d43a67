/** The journal lines behind a figure, in a drawer beside the report. */
import { formatDate, formatMoney } from '@ledgerdesk/domain';
import type { ReportLine } from '@ledgerdesk/domain';
import { Alert, Drawer, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getReportLines } from './api';

import { type Drill } from './reportTable';

export function DrillDrawer({ businessId, drill, onClose }: { businessId: string; drill: Drill | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={drill !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={drill ? t('reports.drill.title', { label: drill.label }) : ''}
    >
      {drill && <DrillLines businessId={businessId} drill={drill} />}
    </Drawer>
  );
}

function DrillLines({ businessId, drill }: { businessId: string; drill: Drill }) {
  const { t } = useTranslation();
  const pages = useQueries({
    queries: drill.targets.map((target) => ({
      queryKey: ['reports', 'lines', businessId, target, drill.period],
      queryFn: () => getReportLines(businessId, target, drill.period),
    })),
  });
  const { from, to } = drill.period;
  const dates = from
    ? t('reports.drill.period', { from: formatDate(from), to: formatDate(to) })
    : t('reports.drill.balanceTo', { to: formatDate(to) });
  const period = (
    <Text size="sm" c="dimmed">
      {dates}
    </Text>
  );
  if (pages.some((page) => page.isError)) {
    return (
      <Stack>
        {period}
        <Alert color="red" role="alert">
          {t('reports.drill.failed')}
        </Alert>
      </Stack>
    );
  }
  if (pages.some((page) => page.isPending)) {
    return (
      <Stack>
        {period}
        <Skeleton h={200} aria-label={t('reports.loading')} />
      </Stack>
    );
  }
  const lines = pages.flatMap((page) => page.data?.data ?? []).sort(byDateThenEntry);
  const total = pages.reduce((sum, page) => sum + (page.data?.total ?? 0), 0);
  const count = pages.reduce((sum, page) => sum + (page.data?.pagination.total ?? 0), 0);
  if (lines.length === 0) {
    return (
      <Stack>
        {period}
        <Text c="dimmed" ta="center" py="xl">
          {t('reports.drill.empty')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {period}
      <Table
        striped
        withTableBorder
        aria-label={t('reports.drill.title', { label: drill.label })}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.drill.date')}</Table.Th>
            <Table.Th>{t('reports.drill.entry')}</Table.Th>
            <Table.Th>{t('reports.drill.narration')}</Table.Th>
            <Table.Th>{t('reports.drill.account')}</Table.Th>
            <Table.Th>{t('reports.drill.taxCode')}</Table.Th>
            <Table.Th ta="right">{t('reports.drill.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.lineId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.date)}</Table.Td>
              <Table.Td>#{line.entryNumber}</Table.Td>
              <Table.Td>{line.description ? `${line.narration} — ${line.description}` : line.narration}</Table.Td>
              <Table.Td>{`${line.accountCode} · ${line.accountName}`}</Table.Td>
              <Table.Td>{line.taxCode ?? ''}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={5}>{t('reports.drill.total')}</Table.Td>
            <Table.Td ta="right" data-testid="drill-total">
              {formatMoney(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {count > lines.length && (
        <Text size="sm" c="dimmed">
          {t('reports.drill.partial', { shown: lines.length, total: count })}
        </Text>
      )}
    </Stack>
  );
}

function byDateThenEntry(a: ReportLine, b: ReportLine): number {
  return a.date.localeCompare(b.date) || a.entryNumber - b.entryNumber || a.lineId - b.lineId;
}
