/** The business's contractors: ABN (or the no-ABN flag), address, keywords and linked payments; add, change, remove. */
import { formatAbn, type ContractorDto } from '@ledgerdesk/domain';
import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { deleteContractor, fetchContractors } from './api';
import { ContractorForm } from './ContractorForm';

export function useContractors(businessId: string) {
  return useQuery({ queryKey: ['contractors', businessId, 'list'], queryFn: ({ signal }) => fetchContractors(businessId, signal) });
}

const addressText = (c: ContractorDto) =>
  [c.address.line1, c.address.suburb, [c.address.state, c.address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function ContractorsPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useContractors(businessId);
  const [editing, setEditing] = useState<ContractorDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContractorDto | null>(null);
  const remove = useMutation({
    mutationFn: (c: ContractorDto) => deleteContractor(businessId, c.id),
    onSuccess: async (_, c) => {
      showSuccess(t('contractors.list.removed', { name: c.name }));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: ['contractors', businessId] });
    },
    onError: (error) => showError(error),
  });

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('contractors.list.title')}</Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('contractors.list.add')}
          </Button>
        </Group>
        {list.isPending && <Skeleton h={120} />}
        {list.isError && <Text c="red">{t('contractors.loadFailed')}</Text>}
        {list.data?.length === 0 && <Text c="dimmed">{t('contractors.list.empty')}</Text>}
        {list.data && list.data.length > 0 && (
          <Table striped highlightOnHover aria-label={t('contractors.list.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contractors.list.name')}</Table.Th>
                <Table.Th>{t('contractors.list.abn')}</Table.Th>
                <Table.Th>{t('contractors.list.address')}</Table.Th>
                <Table.Th>{t('contractors.list.keywords')}</Table.Th>
                <Table.Th ta="right">{t('contractors.list.payments')}</Table.Th>
                <Table.Th w={90} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {c.name}
                    </Text>
                    {c.email && (
                      <Text size="xs" c="dimmed">
                        {c.email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {c.abn ? (
                      formatAbn(c.abn)
                    ) : (
                      <Badge color="orange" variant="light" title={t('contractors.noAbnHint')}>
                        {t('contractors.noAbn')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {addressText(c) || (
                      <Text size="sm" c="dimmed">
                        {t('contractors.list.noAddress')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {c.keywords.map((k) => (
                        <Badge key={k} variant="outline" tt="none">
                          {k}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{c.paymentCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t('contractors.list.edit', { name: c.name })} onClick={() => setEditing(c)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('contractors.list.remove', { name: c.name })}
                        onClick={() => setRemoving(c)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing && (
        <ContractorForm businessId={businessId} contractor={editing === 'new' ? null : editing} opened onClose={() => setEditing(null)} />
      )}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
        title={t('contractors.list.removeTitle')}
        confirmLabel={t('contractors.list.removeConfirm')}
        color="red"
        loading={remove.isPending}
      >
        {removing && t('contractors.list.removeText', { name: removing.name, count: removing.paymentCount })}
      </ConfirmModal>
    </Card>
  );
}
