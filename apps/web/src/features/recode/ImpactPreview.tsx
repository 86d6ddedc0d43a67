/**
 * The report impact of a recode, business by business: each month's profit and loss of the
 * accounts involved and each BAS quarter's GST labels, before and after; locked lines apart.
 */
import { formatCents, RECODE_GST_LABELS, type RecodePreview } from '@ledgerdesk/domain';
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

const BeforeAfter = ({ before, after }: { before: number; after: number }) => (
  <>
    <Table.Td ta="right" ff="monospace">
      {formatCents(before)}
    </Table.Td>
    <Table.Td ta="right" ff="monospace" fw={before === after ? undefined : 600}>
      {formatCents(after)}
    </Table.Td>
  </>
);

function BusinessCard({ business }: { business: BusinessImpact }) {
  const { t } = useTranslation();
  const head = (first: string) => (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{first}</Table.Th>
        <Table.Th ta="right">{t('recode.preview.before')}</Table.Th>
        <Table.Th ta="right">{t('recode.preview.after')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('recode.preview.business', { name: business.businessName, count: business.lines })}
        </Title>
        {business.months.map((month) => (
          <Table
            key={month.from}
            fz="sm"
            verticalSpacing={4}
            aria-label={t('recode.preview.monthTable', { from: month.from, to: month.to })}
          >
            <Table.Caption>{t('recode.preview.month', { from: month.from, to: month.to })}</Table.Caption>
            {head(t('recode.preview.account'))}
            <Table.Tbody>
              {month.accounts.map((row) => (
                <Table.Tr key={row.accountCode}>
                  <Table.Td>{`${row.accountCode} ${row.accountName}`}</Table.Td>
                  <BeforeAfter before={row.before} after={row.after} />
                </Table.Tr>
              ))}
              <Table.Tr fw={600}>
                <Table.Td>{t('recode.preview.netProfit')}</Table.Td>
                <BeforeAfter {...month.netProfit} />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ))}
        {business.quarters.map((quarter) => (
          <Table
            key={quarter.from}
            fz="sm"
            verticalSpacing={4}
            aria-label={t('recode.preview.quarterTable', { from: quarter.from, to: quarter.to })}
          >
            <Table.Caption>{t('recode.preview.quarter', { from: quarter.from, to: quarter.to })}</Table.Caption>
            {head(t('recode.preview.label'))}
            <Table.Tbody>
              {RECODE_GST_LABELS.map((label) => (
                <Table.Tr key={label}>
                  <Table.Td>{label}</Table.Td>
                  <BeforeAfter {...quarter.labels[label]} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      </Stack>
    </Card>
  );
}
