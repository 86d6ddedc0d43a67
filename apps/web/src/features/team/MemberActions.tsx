/**
 * A member's actions: change role, resend the invitation, deactivate or reactivate, and (Super
 * Admin, staff with an activated account) reset two-factor sign-in; the last two are confirmed.
 */
import { ActionIcon, Menu } from '@mantine/core';
import { can, fullName, type RoleId } from '@ledgerdesk/domain';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconMailForward, IconPlayerPause, IconPlayerPlay, IconShieldOff, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import type { Member } from './api';
import { ChangeRoleModal } from './ChangeRoleModal';
import { useResendInvitation, useResetTwoFactor, useSetMemberStatus } from './queries';

export function MemberActions({ member, actor }: { member: Member; actor: RoleId }) {
  const { t } = useTranslation();
  const name = fullName(member) || member.email;
  const [roleOpened, role] = useDisclosure(false);
  const [statusOpened, status] = useDisclosure(false);
  const [resetOpened, reset] = useDisclosure(false);
  const setStatus = useSetMemberStatus(member.id, status.close);
  const resetTwoFactor = useResetTwoFactor(member.id, reset.close);
  const resend = useResendInvitation();
  const deactivating = member.status === 'active';
  // Only staff sign in with a second factor, and only once they have chosen a password.
  const resettable = can(actor, 'users:reset-two-factor') && can(member.roleId, 'account:two-factor') && member.activated;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('team.actionsFor', { name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCog size={16} aria-hidden />} onClick={role.open}>
            {t('team.changeRole')}
          </Menu.Item>
          {!member.activated && (
            <Menu.Item
              leftSection={<IconMailForward size={16} aria-hidden />}
              onClick={() => resend.mutate(member.id)}
              disabled={resend.isPending}
            >
              {t('team.resend')}
            </Menu.Item>
          )}
          {resettable && (
            <Menu.Item leftSection={<IconShieldOff size={16} aria-hidden />} onClick={reset.open}>
              {t('team.resetTwoFactor')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            color={deactivating ? 'red' : 'teal'}
            leftSection={deactivating ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
            onClick={status.open}
          >
            {t(deactivating ? 'team.deactivate' : 'team.reactivate')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangeRoleModal member={member} actor={actor} opened={roleOpened} onClose={role.close} />
      <ConfirmModal
        opened={statusOpened}
        onClose={status.close}
        onConfirm={() => setStatus.mutate(deactivating ? 'inactive' : 'active')}
        title={t(deactivating ? 'team.deactivateTitle' : 'team.reactivateTitle', { name })}
        confirmLabel={t(deactivating ? 'team.deactivate' : 'team.reactivate')}
        color={deactivating ? 'red' : 'teal'}
        loading={setStatus.isPending}
      >
        {t(deactivating ? 'team.deactivateText' : 'team.reactivateText')}
      </ConfirmModal>
      <ConfirmModal
        opened={resetOpened}
        onClose={reset.close}
        onConfirm={() => resetTwoFactor.mutate()}
        title={t('team.resetTwoFactorTitle', { name })}
        confirmLabel={t('team.resetTwoFactor')}
        color="red"
        loading={resetTwoFactor.isPending}
      >
        {t('team.resetTwoFactorText')}
      </ConfirmModal>
    </>
  );
}
