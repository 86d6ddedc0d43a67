/** The lines a search found, a page at a time, with the totals over every match (count, sum, per account). */
import { formatMoney, type RecodeLineDto, type RecodeSearchAnswer } from '@ledgerdesk/domain';
import { Badge, Center, EmptyState, Group, Stack, Table, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrevNextPagination } from '../../ui/PrevNextPagination';

interface FoundLinesProps {
  answer: RecodeSearchAnswer;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  fetching: boolean;
}

export function FoundLines({ answer, page, pageSize, onPage, fetching }: FoundLinesProps) {
  const { t } = useTranslation();
  const { totals } = answer;
  if (totals.count === 0) {
    return (
      <Center py="md">
        <EmptyState icon={<IconSearch />} title={t('recode.found.empty')} />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} data-testid="recode-totals">
        {t('recode.found.totals', {
          count: totals.count.toLocaleString(),
          amount: formatMoney(totals.amount),
          gst: formatMoney(totals.gst),
        })}
      </Text>
      {totals.locked.count > 0 && (
        <Text size="sm" c="orange">
          {t('recode.found.locked', { count: totals.locked.count.toLocaleString(), amount: formatMoney(totals.locked.amount) })}
        </Text>
      )}
      <Group gap="xs" aria-label={t('recode.found.byAccount')} role="list">
        {totals.byAccount.map((row) => (
          <Badge key={row.accountCode} variant="light" role="listitem" tt="none">
            {`${row.accountCode} ${row.accountName}: ${row.count.toLocaleString()} · ${formatMoney(row.amount)}`}
          </Badge>
        ))}
      </Group>
      <LinesTable lines={answer.data} label={t('recode.found.tableLabel')} />
      <PrevNextPagination page={page} pageSize={pageSize} total={answer.pagination.total} onChange={onPage} disabled={fetching} />
    </Stack>
  );
}

/** Posted lines as a table; also lists the lines of a preview that sit in a locked period. */
export function LinesTable({ lines, label }: { lines: RecodeLineDto[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing={6} aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={100}>{t('recode.col.date')}</Table.Th>
            <Table.Th>{t('recode.col.business')}</Table.Th>
            <Table.Th w={70}>{t('recode.col.entry')}</Table.Th>
            <Table.Th>{t('recode.col.account')}</Table.Th>
            <Table.Th w={70}>{t('recode.col.taxCode')}</Table.Th>
            <Table.Th>{t('recode.col.contact')}</Table.Th>
            <Table.Th>{t('recode.col.description')}</Table.Th>
            <Table.Th ta="right">{t('recode.col.amount')}</Table.Th>
            <Table.Th ta="right">{t('recode.col.gst')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.lineId}>
              <Table.Td>{line.date}</Table.Td>
              <Table.Td>{line.businessName}</Table.Td>
              <Table.Td>{line.entryNumber}</Table.Td>
              <Table.Td>
                {`${line.accountCode} ${line.accountName}`}
                {line.locked && (
                  <Badge ml={6} size="xs" color="orange" variant="light">
                    {t('recode.lockedBadge')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{line.taxCode ?? '—'}</Table.Td>
              <Table.Td>{line.contact ?? ''}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(line.amount)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(line.gst)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
