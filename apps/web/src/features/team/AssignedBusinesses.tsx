/** The businesses assigned to a case manager, with assign and remove for those who may assign. */
import { ActionIcon, Anchor, Button, Card, Group, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { AssignBusinessModal } from './AssignBusinessModal';
import type { AssignedBusiness } from './caseManagerApi';
import { useRemoveAssignment } from './queries';

interface AssignedBusinessesProps {
  caseManagerId: string;
  caseManagerName: string;
  businesses: AssignedBusiness[];
  canAssign: boolean;
}

export function AssignedBusinesses({ caseManagerId, caseManagerName, businesses, canAssign }: AssignedBusinessesProps) {
  const { t } = useTranslation();
  const [assigning, assign] = useDisclosure(false);
  const [removing, setRemoving] = useState<AssignedBusiness | null>(null);
  const remove = useRemoveAssignment(caseManagerId, () => setRemoving(null));
  const columns: DataTableColumn<AssignedBusiness>[] = [
    {
      key: 'business',
      header: t('team.caseManager.columns.business'),
      render: (business) => (
        <Anchor component={Link} to={`/businesses/${business.id}`} size="sm" fw={600}>
          {business.name}
        </Anchor>
      ),
    },
    { key: 'client', header: t('team.caseManager.columns.client'), render: (business) => <Text size="sm">{business.clientName}</Text> },
    { key: 'status', header: t('team.caseManager.columns.status'), render: (business) => <StatusBadge status={business.status} /> },
  ];
  if (canAssign) {
    columns.push({
      key: 'actions',
      header: t('team.columns.actions'),
      align: 'right',
      width: 80,
      render: (business) => (
        <Tooltip label={t('team.caseManager.remove', { name: business.name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('team.caseManager.remove', { name: business.name })}
            onClick={() => setRemoving(business)}
          >
            <IconUserMinus size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    });
  }
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {t('team.caseManager.businessesTitle')}
        </Title>
        {canAssign && (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={assign.open}>
            {t('team.caseManager.assign')}
          </Button>
        )}
      </Group>
      <DataTable
        label={t('team.caseManager.businessesTitle')}
        columns={columns}
        rows={businesses}
        getRowId={(business) => business.id}
        minWidth={640}
        emptyTitle={t('team.caseManager.emptyTitle')}
        emptyDescription={t('team.caseManager.emptyDescription')}
      />
      <AssignBusinessModal
        opened={assigning}
        onClose={assign.close}
        caseManagerId={caseManagerId}
        caseManagerName={caseManagerName}
        assignedIds={businesses.map((business) => business.id)}
      />
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
        title={t('team.caseManager.removeTitle', { business: removing?.name ?? '', name: caseManagerName })}
        confirmLabel={t('team.caseManager.removeConfirm')}
        color="red"
        loading={remove.isPending}
      >
        {t('team.caseManager.removeText')}
      </ConfirmModal>
    </Card>
  );
}
