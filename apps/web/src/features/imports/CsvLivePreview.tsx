/** The first rows of the chosen CSV as the mapping reads them, parsed in the browser. */
import { Alert, Table } from '@mantine/core';
import { formatCents, parseCsv, type CsvMapping } from '@ledgerdesk/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const ROWS = 5;

export function CsvLivePreview({ text, mapping }: { text: string; mapping: CsvMapping }) {
  const { t } = useTranslation();
  const result = useMemo(() => {
    try {
      const rows = parseCsv(text, { ...mapping, skipInvalidRows: true }).accounts.flatMap((a) => a.transactions);
      return { rows: rows.slice(0, ROWS), error: null };
    } catch (error) {
      return { rows: [], error: error instanceof Error ? error.message : String(error) };
    }
  }, [text, mapping]);
  if (result.error)
    return (
      <Alert color="orange" title={t('imports.livePreview')}>
        {result.error}
      </Alert>
    );
  return (
    <Table aria-label={t('imports.livePreview')} withTableBorder maw={800} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('imports.columns.date')}</Table.Th>
          <Table.Th>{t('imports.columns.description')}</Table.Th>
          <Table.Th ta="right">{t('imports.columns.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.rows.map((row, index) => (
          <Table.Tr key={index}>
            <Table.Td>{row.date}</Table.Td>
            <Table.Td>{row.description}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatCents(row.amount, { thousands: true })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
