/** /team (Super Admin, Region Admin, Supervisor): the staff in scope, filters, invitations. */
import { Button, Group, Stack } from '@mantine/core';
import { can, Role } from '@ledgerdesk/domain';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListCard } from '../../ui/ListCard';
import { PageHeader } from '../../ui/PageHeader';
import { useListSearch } from '../../ui/urlState';
import { useAuthState } from '../auth/session';
import { InviteModal } from './InviteModal';
import { useMemberList } from './queries';
import { TeamFilters } from './TeamFilters';
import { memberListQuery, teamSearchSchema } from './teamSearch';
import { TeamTable } from './TeamTable';

export default function TeamPage() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const { search, refine, pagination } = useListSearch(teamSearchSchema);
  const list = useMemberList(memberListQuery(search));
  const [inviting, invite] = useDisclosure(false);
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title={t('team.title')}
        description={t('team.subtitle')}
        actions={
          <Group gap="sm" wrap="nowrap">
            {auth.roleId === Role.Supervisor && (
              <Button
                component={Link}
                to={`/team/case-manager/${auth.userId}`}
                variant="default"
                leftSection={<IconUsersGroup size={16} aria-hidden />}
              >
                {t('team.myCaseManagers')}
              </Button>
            )}
            {can(auth.roleId, 'users:invite') && (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={invite.open}>
                {t('team.invite')}
              </Button>
            )}
          </Group>
        }
      />
      <ListCard
        inset
        filters={<TeamFilters actor={auth.roleId} search={search} onChange={refine} />}
        pagination={pagination(list.data?.pagination.total ?? 0, list.isPending)}
      >
        <TeamTable rows={list.data?.data} loading={list.isFetching} actor={auth.roleId} actorId={auth.userId} />
      </ListCard>
      <InviteModal opened={inviting} onClose={invite.close} actor={auth.roleId} />
    </Stack>
  );
}
