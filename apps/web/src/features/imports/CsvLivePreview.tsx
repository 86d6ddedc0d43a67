/**
 * The first rows of the chosen CSV as the mapping reads them, parsed in the browser, with the
 * rows it would leave out and why: a mapping that reads nothing says so before any upload.
 */
import { Alert, List, Stack, Table, Text } from '@mantine/core';
import { type CsvMapping, FAILURES_SHOWN, formatMoney, parseCsv, formatDate, StatementParseError } from '@ledgerdesk/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sayDomainMessage } from '../../i18n/language';
import { droppedLine } from './dropped';

const ROWS = 5;

export function CsvLivePreview({ text, mapping }: { text: string; mapping: CsvMapping }) {
  const { t, i18n } = useTranslation();
  const result = useMemo(() => {
    try {
      const [account] = parseCsv(text, { ...mapping, skipInvalidRows: true }).accounts;
      return { transactions: account?.transactions ?? [], dropped: account?.dropped ?? [], error: null };
    } catch (error) {
      const said = error instanceof StatementParseError ? sayDomainMessage(error.said, i18n.language) : null;
      return { transactions: [], dropped: [], error: said ?? (error instanceof Error ? error.message : String(error)) };
    }
  }, [text, mapping, i18n.language]);
  if (result.error)
    return (
      <Alert color="orange" title={t('imports.livePreview')}>
        {result.error}
      </Alert>
    );
  const { transactions, dropped } = result;
  const reasons = (
    <List size="sm" spacing={2}>
      {dropped.slice(0, FAILURES_SHOWN).map((row, index) => (
        <List.Item key={index}>{droppedLine(t, row)}</List.Item>
      ))}
    </List>
  );
  if (transactions.length === 0)
    return (
      <Alert color="red" title={t('imports.live.nothing', { count: dropped.length })} maw={800} data-testid="live-nothing">
        {reasons}
      </Alert>
    );
  return (
    <Stack gap="xs" maw={800}>
      <Text size="sm" data-testid="live-counts">
        {t('imports.live.counts', { read: transactions.length + dropped.length, kept: transactions.length, dropped: dropped.length })}
      </Text>
      <Table aria-label={t('imports.livePreview')} withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.columns.date')}</Table.Th>
            <Table.Th>{t('imports.columns.description')}</Table.Th>
            <Table.Th ta="right">{t('imports.columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.slice(0, ROWS).map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>{formatDate(row.date)}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(row.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {dropped.length > 0 && reasons}
    </Stack>
  );
}
