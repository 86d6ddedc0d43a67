/** The trial balance: code, account, debit, credit, and totals that balance. */
import { formatCents } from '@ledgerdesk/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrialBalance } from './api';

export function TrialBalanceTable({ report }: { report: TrialBalance }) {
  const { t } = useTranslation();
  const balanced = report.totals.debit === report.totals.credit;
  if (report.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('reports.trialBalance.empty')}
      </Text>
    );
  }
  return (
    <Table striped withTableBorder aria-label={t('reports.trialBalance.title')} maw={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={100}>{t('reports.trialBalance.code')}</Table.Th>
          <Table.Th>{t('reports.trialBalance.account')}</Table.Th>
          <Table.Th ta="right">{t('reports.trialBalance.debit')}</Table.Th>
          <Table.Th ta="right">{t('reports.trialBalance.credit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.rows.map((row) => (
          <Table.Tr key={row.accountId}>
            <Table.Td>{row.code}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right">{row.debit ? formatCents(row.debit) : ''}</Table.Td>
            <Table.Td ta="right">{row.credit ? formatCents(row.credit) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td colSpan={2}>{t(balanced ? 'reports.trialBalance.totals' : 'reports.trialBalance.unbalanced')}</Table.Td>
          <Table.Td ta="right" data-testid="total-debit">
            {formatCents(report.totals.debit)}
          </Table.Td>
          <Table.Td ta="right" data-testid="total-credit">
            {formatCents(report.totals.credit)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
