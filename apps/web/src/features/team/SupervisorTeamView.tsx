/** A supervisor's page: their case managers with each one's workload. */
import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { fullName } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import type { TeamCaseManager } from './caseManagerApi';
import { MemberStatus } from './MemberStatus';
import { useSupervisorTeam } from './queries';

export function SupervisorTeamView({ id }: { id: string }) {
  const { t } = useTranslation();
  const team = useSupervisorTeam(id, true);
  const columns: DataTableColumn<TeamCaseManager>[] = [
    {
      key: 'name',
      header: t('team.columns.name'),
      render: (member) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/team/case-manager/${member.id}`} size="sm" fw={600}>
            {fullName(member) || member.email}
          </Anchor>
          <Text size="xs" c="dimmed">
            {member.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: t('team.columns.status'), render: (member) => <MemberStatus member={member} /> },
    {
      key: 'businesses',
      header: t('team.caseManager.workload.businesses'),
      align: 'right',
      render: (member) => member.workload.businesses,
    },
    {
      key: 'active',
      header: t('team.caseManager.workload.activeBusinesses'),
      align: 'right',
      render: (member) => member.workload.activeBusinesses,
    },
    { key: 'clients', header: t('team.caseManager.workload.clients'), align: 'right', render: (member) => member.workload.clients },
  ];
  if (!team.data) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={48} w={360} />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }
  const { supervisor, caseManagers } = team.data;
  const name = fullName(supervisor) || supervisor.email;
  return (
    <Stack gap="md">
      <PageHeader
        title={name}
        description={[t(`roles.${supervisor.roleId}`), supervisor.regionName, supervisor.email].filter(Boolean).join(' · ')}
        actions={<MemberStatus member={supervisor} />}
      />
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('team.caseManager.teamTitle')}
        </Title>
        <DataTable
          label={t('team.caseManager.teamTitle')}
          columns={columns}
          rows={caseManagers}
          getRowId={(member) => member.id}
          minWidth={720}
          emptyTitle={t('team.caseManager.teamEmptyTitle')}
          emptyDescription={t('team.caseManager.teamEmptyDescription')}
        />
      </Card>
    </Stack>
  );
}
