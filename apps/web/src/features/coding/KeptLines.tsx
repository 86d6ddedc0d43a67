/** The lines an undo kept because they changed since the run. */
import type { TransactionDto } from '@ledgerdesk/domain';
import { formatMoney } from '@ledgerdesk/domain';
import { Alert, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function KeptLines({ lines }: { lines: TransactionDto[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Alert color="yellow" mt="sm" title={t('coding.view.keptTitle')}>
      <Table fz="sm" aria-label={t('coding.view.keptTitle')}>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.date}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
