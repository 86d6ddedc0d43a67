/**
 * The report impact of a recode, business by business: each month's profit and loss of the
 * accounts involved and each BAS quarter's GST labels, before and after; locked lines apart.
 */
import { formatDate, formatMoney, RECODE_GST_LABELS, type RecodePreview } from '@ledgerdesk/domain';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinesTable } from './FoundLines';

type BusinessImpact = RecodePreview['businesses'][number];

export function ImpactPreview({ preview }: { preview: RecodePreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text fw={500} data-testid="recode-preview-count">
        {t('recode.preview.willRecode', { count: preview.lines.count, shown: preview.lines.count.toLocaleString() })}
      </Text>
      {preview.businesses.map((business) => (
        <BusinessCard key={business.businessId} business={business} />
      ))}
      {preview.locked.count > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('recode.preview.lockedTitle', { count: preview.locked.count, shown: preview.locked.count.toLocaleString() })}
          </Title>
          <Text size="xs" c="dimmed">
            {t('recode.preview.lockedHelp')}
          </Text>
          <LinesTable lines={preview.locked.lines} label={t('recode.preview.lockedTable')} />
        </Stack>
      )}
    </Stack>
  );
}

interface ImpactRow {
  key: string;
  name: string;
  before: number;
  after: number;
  /** A total, in bold. */
  total?: boolean;
}

/** One period's figures before and after, the changed ones in bold. */
function ImpactTable({ label, caption, first, rows }: { label: string; caption: string; first: string; rows: ImpactRow[] }) {
  const { t } = useTranslation();
  return (
    <Table fz="sm" verticalSpacing={4} aria-label={label}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{first}</Table.Th>
          <Table.Th ta="right">{t('recode.preview.before')}</Table.Th>
          <Table.Th ta="right">{t('recode.preview.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} fw={row.total ? 600 : undefined}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatMoney(row.before)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace" fw={row.before === row.after ? undefined : 600}>
              {formatMoney(row.after)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BusinessCard({ business }: { business: BusinessImpact }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('recode.preview.business', { name: business.businessName, count: business.lines })}
        </Title>
        {business.months.map((month) => (
          <ImpactTable
            key={month.from}
            label={t('recode.preview.monthTable', { from: formatDate(month.from), to: formatDate(month.to) })}
            caption={t('recode.preview.month', { from: month.from, to: month.to })}
            first={t('recode.preview.account')}
            rows={[
              ...month.accounts.map((row) => ({ key: row.accountCode, name: `${row.accountCode} ${row.accountName}`, ...row })),
              { key: 'netProfit', name: t('recode.preview.netProfit'), ...month.netProfit, total: true },
            ]}
          />
        ))}
        {business.quarters.map((quarter) => (
          <ImpactTable
            key={quarter.from}
            label={t('recode.preview.quarterTable', { from: formatDate(quarter.from), to: formatDate(quarter.to) })}
            caption={t('recode.preview.quarter', { from: quarter.from, to: quarter.to })}
            first={t('recode.preview.label')}
            rows={RECODE_GST_LABELS.map((label) => ({ key: label, name: label, ...quarter.labels[label] }))}
          />
        ))}
      </Stack>
    </Card>
  );
}
