/**
 * /team/case-manager/{id?}: a case manager's businesses and workload, or a supervisor's case
 * managers. Without an id a Supervisor sees their own team; others go to the team list.
 */
import { Alert, Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { Role } from '@ledgerdesk/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useAuthState } from '../auth/session';
import { CaseManagerView } from './CaseManagerView';
import { useMember } from './queries';
import { SupervisorTeamView } from './SupervisorTeamView';

export default function CaseManagerPage() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const params = useParams();
  const id = params.id ?? (auth.roleId === Role.Supervisor ? auth.userId : undefined);
  const member = useMember(id);
  if (!id) return <Navigate to={`/team?roleId=${Role.CaseManager}`} replace />;

  let body;
  if (member.isError) body = <Alert color="yellow" title={t('team.caseManager.notFound')} />;
  else if (!member.data) body = <Skeleton h={320} radius="md" role="status" aria-label={t('common.loading')} />;
  else if (member.data.roleId === Role.CaseManager) body = <CaseManagerView id={id} actor={auth.roleId} />;
  else if (member.data.roleId === Role.Supervisor) body = <SupervisorTeamView id={id} />;
  else body = <Alert color="yellow" title={t('team.caseManager.notCaseManager')} />;

  return (
    <Stack gap="md" maw={1280}>
      <Anchor component={Link} to="/team" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('team.backToTeam')}
        </Group>
      </Anchor>
      {body}
    </Stack>
  );
}
