/** The staff table: name and email, role, region, status, businesses, joined, actions. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { fullName, grantableRoles, Role, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { UserAvatar } from '../../ui/UserAvatar';
import type { Member } from './api';
import { MemberActions } from './MemberActions';
import { MemberStatus } from './MemberStatus';

/** Case managers and supervisors have a page of their own (/team/case-manager/{id}). */
const hasTeamPage = (roleId: RoleId) => roleId === Role.CaseManager || roleId === Role.Supervisor;

interface TeamTableProps {
  rows: Member[] | undefined;
  loading: boolean;
  actor: RoleId;
  actorId: string;
}

export function TeamTable({ rows, loading, actor, actorId }: TeamTableProps) {
  const { t } = useTranslation();
  const manageable = (member: Member) => member.id !== actorId && grantableRoles(actor).includes(member.roleId);
  const columns: DataTableColumn<Member>[] = [
    {
      key: 'name',
      header: t('team.columns.name'),
      render: (member) => {
        const name = fullName(member) || member.email;
        return (
          <Group gap="sm" wrap="nowrap">
            <UserAvatar firstName={member.firstName} lastName={member.lastName} avatar={null} size={32} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              {hasTeamPage(member.roleId) ? (
                <Anchor component={Link} to={`/team/case-manager/${member.id}`} size="sm" fw={600}>
                  {name}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {name}
                </Text>
              )}
              <Text size="xs" c="dimmed" truncate>
                {member.email}
              </Text>
            </Stack>
          </Group>
        );
      },
    },
    {
      key: 'role',
      header: t('team.columns.role'),
      render: (member) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t(`roles.${member.roleId}`)}
        </Text>
      ),
    },
    {
      key: 'region',
      header: t('team.columns.region'),
      render: (member) => (
        <Text size="sm" c={member.regionName ? undefined : 'dimmed'}>
          {member.regionName ?? t('team.noRegion')}
        </Text>
      ),
    },
    { key: 'status', header: t('team.columns.status'), width: 170, render: (member) => <MemberStatus member={member} /> },
    {
      key: 'businesses',
      header: t('team.columns.businesses'),
      align: 'right',
      render: (member) => (member.roleId === Role.CaseManager ? member.businessCount : ''),
    },
    {
      key: 'joined',
      header: t('team.columns.joined'),
      render: (member) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(member.createdAt)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('team.columns.actions'),
      align: 'right',
      width: 80,
      render: (member) => (manageable(member) ? <MemberActions member={member} actor={actor} /> : null),
    },
  ];
  return (
    <DataTable
      label={t('team.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(member) => member.id}
      loading={loading}
      minWidth={940}
      emptyTitle={t('team.emptyTitle')}
      emptyDescription={t('team.emptyDescription')}
    />
  );
}
