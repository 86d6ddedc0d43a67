/** Active or Inactive, and 'Invited' while the member has not activated their account. */
import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui/StatusBadge';
import type { Member } from './api';

export function MemberStatus({ member }: { member: Pick<Member, 'status' | 'activated'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge status={member.status} />
      {!member.activated && (
        <Tooltip label={t('team.invitedHint')}>
          <Badge variant="outline" color="yellow" radius="sm" tt="none" fw={600}>
            {t('team.invited')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
