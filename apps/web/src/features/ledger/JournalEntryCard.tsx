/** One journal entry: its header and lines with account, debit, credit, tax code and GST. */
import { formatMoney } from '@ledgerdesk/domain';
import { ActionIcon, Badge, Card, Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from './journalApi';

export function JournalEntryCard({ entry, onDelete }: { entry: JournalEntry; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs">
        <Group gap="sm">
          <Text fw={600}>#{entry.number}</Text>
          <Text size="sm">{entry.date}</Text>
          <Badge variant="light" size="sm">
            {t(`ledger.journal.sources.${entry.source}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {entry.narration}
          </Text>
        </Group>
        {onDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('ledger.journal.deleteEntry', { number: entry.number })}
            onClick={onDelete}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.coding.account')}</Table.Th>
            <Table.Th ta="right">{t('ledger.journal.debit')}</Table.Th>
            <Table.Th ta="right">{t('ledger.journal.credit')}</Table.Th>
            <Table.Th>{t('ledger.coding.taxCode')}</Table.Th>
            <Table.Th ta="right">{t('ledger.columns.gst')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entry.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                {line.accountCode} {line.accountName}
              </Table.Td>
              <Table.Td ta="right">{line.debit ? formatMoney(line.debit) : ''}</Table.Td>
              <Table.Td ta="right">{line.credit ? formatMoney(line.credit) : ''}</Table.Td>
              <Table.Td>{line.taxCode ?? ''}</Table.Td>
              <Table.Td ta="right">{line.gst ? formatMoney(line.gst) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
