/**
 * Proposed or accepted pairs, the spend and the receipt side by side with the confidence. A line
 * in the locked period (or reconciled) carries a lock and its pair's buttons are disabled: the
 * server would skip it anyway.
 */
import { formatCents, type TransferLineDto, type TransferPairDto } from '@ledgerdesk/domain';
import { Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PairTab } from './api';

interface PairTableProps {
  pairs: TransferPairDto[];
  tab: PairTab;
  busy: boolean;
  onAccept: (pair: TransferPairDto) => void;
  onReject: (pair: TransferPairDto) => void;
  onUndo: (pair: TransferPairDto) => void;
}

const confidenceColor = (confidence: number) => (confidence >= 80 ? 'teal' : confidence >= 50 ? 'yellow' : 'gray');

function Line({ line }: { line: TransferLineDto }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {line.date}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {line.bankAccountName}
        </Text>
        {line.locked && (
          <Tooltip label={t('transfers.lockedHint')} multiline maw={280}>
            <Badge color="orange" variant="light" size="sm" leftSection={<IconLock size={12} aria-hidden />}>
              {t('transfers.locked')}
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" truncate maw={300}>
          {line.description}
        </Text>
        <Text size="sm" ff="monospace" c={line.amount < 0 ? 'red' : 'teal'}>
          {formatCents(line.amount)}
        </Text>
      </Group>
    </Stack>
  );
}

export function PairTable({ pairs, tab, busy, onAccept, onReject, onUndo }: PairTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('transfers.columns.confidence')}</Table.Th>
            <Table.Th>{t('transfers.columns.out')}</Table.Th>
            <Table.Th w={24} />
            <Table.Th>{t('transfers.columns.in')}</Table.Th>
            <Table.Th w={90}>{t('transfers.columns.gap')}</Table.Th>
            <Table.Th w={190}>{t('transfers.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pairs.map((pair) => {
            const locked = pair.out.locked || pair.in.locked;
            return (
              <Table.Tr key={pair.id} data-testid="transfer-pair">
                <Table.Td>
                  <Badge color={confidenceColor(pair.confidence)} variant="light">
                    {t('transfers.confidence', { value: pair.confidence })}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Line line={pair.out} />
                </Table.Td>
                <Table.Td>
                  <IconArrowRight size={16} aria-hidden />
                </Table.Td>
                <Table.Td>
                  <Line line={pair.in} />
                </Table.Td>
                <Table.Td>{t('transfers.gapDays', { count: pair.gapDays })}</Table.Td>
                <Table.Td>
                  {tab === 'proposed' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" disabled={locked || busy} onClick={() => onAccept(pair)}>
                        {t('transfers.accept')}
                      </Button>
                      <Button size="xs" variant="default" disabled={busy} onClick={() => onReject(pair)}>
                        {t('transfers.reject')}
                      </Button>
                    </Group>
                  ) : (
                    <Button size="xs" variant="default" disabled={locked || busy} onClick={() => onUndo(pair)}>
                      {t('transfers.undo')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
