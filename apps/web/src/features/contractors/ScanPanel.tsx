/**
 * Finds the spend lines the contractors' keywords match (the auto-coding condition engine on the
 * server) and lets the user confirm which are payments to whom. Nothing is marked until confirmed;
 * a payment to a contractor without an ABN is flagged and can be recorded as 47% withheld.
 */
import { formatCents, type ContractorCandidateDto } from '@ledgerdesk/domain';
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { confirmPayments, scanPayments } from './api';

export function ScanPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [withheld, setWithheld] = useState<Set<string>>(new Set());
  const scan = useMutation({
    mutationFn: () => scanPayments(businessId),
    onSuccess: (answer) => {
      setChosen(new Set(answer.candidates.map((c) => c.transactionId)));
      setWithheld(new Set());
    },
    onError: (error) => showError(error),
  });
  const candidates = scan.data?.candidates ?? [];
  const confirm = useMutation({
    mutationFn: () =>
      confirmPayments(businessId, {
        links: candidates
          .filter((c) => chosen.has(c.transactionId))
          .map((c) => ({ transactionId: c.transactionId, contractorId: c.contractorId, withheld: withheld.has(c.transactionId) })),
      }),
    onSuccess: async ({ linked }) => {
      showSuccess(t('contractors.scan.confirmed', { count: linked }));
      await queryClient.invalidateQueries({ queryKey: ['contractors', businessId] });
      scan.mutate();
    },
    onError: (error) => showError(error),
  });
  const toggle = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  const allChosen = candidates.length > 0 && candidates.every((c) => chosen.has(c.transactionId));

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text fw={600}>{t('contractors.scan.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('contractors.scan.description')}
            </Text>
          </Stack>
          <Button leftSection={<IconSearch size={16} aria-hidden />} loading={scan.isPending} onClick={() => scan.mutate()}>
            {t('contractors.scan.run')}
          </Button>
        </Group>
        {scan.isSuccess && candidates.length === 0 && <Text c="dimmed">{t('contractors.scan.none')}</Text>}
        {scan.data?.truncated && <Text size="sm">{t('contractors.scan.truncated')}</Text>}
        {candidates.some((c) => c.noAbn) && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('contractors.noAbn')}>
            {t('contractors.scan.noAbnAlert')}
          </Alert>
        )}
        {candidates.length > 0 && (
          <>
            <Table striped aria-label={t('contractors.scan.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('contractors.scan.chooseAll')}
                      checked={allChosen}
                      indeterminate={!allChosen && chosen.size > 0}
                      onChange={(e) => setChosen(e.currentTarget.checked ? new Set(candidates.map((c) => c.transactionId)) : new Set())}
                    />
                  </Table.Th>
                  <Table.Th>{t('contractors.scan.date')}</Table.Th>
                  <Table.Th>{t('contractors.scan.line')}</Table.Th>
                  <Table.Th ta="right">{t('contractors.scan.amount')}</Table.Th>
                  <Table.Th>{t('contractors.scan.contractor')}</Table.Th>
                  <Table.Th>{t('contractors.scan.withheld')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {candidates.map((c: ContractorCandidateDto) => (
                  <Table.Tr key={c.transactionId}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('contractors.scan.choose', { line: c.description })}
                        checked={chosen.has(c.transactionId)}
                        onChange={(e) => setChosen(toggle(chosen, c.transactionId, e.currentTarget.checked))}
                      />
                    </Table.Td>
                    <Table.Td>{c.date}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.description}</Text>
                      {c.payee && (
                        <Text size="xs" c="dimmed">
                          {c.payee}
                        </Text>
                      )}
                      {c.markedByRule && (
                        <Badge size="xs" variant="light">
                          {t('contractors.scan.markedByRule')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(Math.abs(c.amount))}</Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm">{c.contractorName}</Text>
                        {c.noAbn && (
                          <Badge color="orange" variant="light">
                            {t('contractors.noAbn')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {c.noAbn && (
                        <Checkbox
                          label={t('contractors.scan.withheldLabel')}
                          checked={withheld.has(c.transactionId)}
                          onChange={(e) => setWithheld(toggle(withheld, c.transactionId, e.currentTarget.checked))}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                disabled={chosen.size === 0}
                loading={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                {t('contractors.scan.confirm', { count: chosen.size })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
