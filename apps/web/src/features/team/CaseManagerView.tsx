/** A case manager's page: workload, supervisor, and assigned businesses. */
import { Anchor, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { can, fullName, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { UserAvatar } from '../../ui/UserAvatar';
import { AssignedBusinesses } from './AssignedBusinesses';
import { MemberStatus } from './MemberStatus';
import { useCaseManager } from './queries';
import { WorkloadStats } from './WorkloadStats';

export function CaseManagerView({ id, actor }: { id: string; actor: RoleId }) {
  const { t } = useTranslation();
  const page = useCaseManager(id, true);
  if (!page.data) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={48} w={360} />
        <Skeleton h={96} radius="md" />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }
  const { user, supervisor, businesses, workload } = page.data;
  const name = fullName(user) || user.email;
  return (
    <Stack gap="md">
      <PageHeader
        title={name}
        description={[t(`roles.${user.roleId}`), user.regionName, user.email].filter(Boolean).join(' · ')}
        actions={<MemberStatus member={user} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <WorkloadStats workload={workload} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" p="md" h="100%">
            <Title order={2} fz="sm" c="dimmed" fw={500} mb="xs">
              {t('team.caseManager.supervisor')}
            </Title>
            {supervisor ? (
              <Group gap="sm" wrap="nowrap">
                <UserAvatar firstName={supervisor.firstName} lastName={supervisor.lastName} avatar={null} size={36} />
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/team/case-manager/${supervisor.id}`} size="sm" fw={600}>
                    {fullName(supervisor) || supervisor.email}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {supervisor.email}
                  </Text>
                </div>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('team.caseManager.noSupervisor')}
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <AssignedBusinesses
        caseManagerId={user.id}
        caseManagerName={name}
        businesses={businesses}
        canAssign={can(actor, 'businesses:assign')}
      />
    </Stack>
  );
}
