/** Header user block: avatar with initials, name and role; a menu with account links and logout. */
import { Box, Group, Menu, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { fullName } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../../features/auth/logout';
import type { AuthState } from '../../../features/auth/session';
import { useRoleName } from '../../../features/roles/roles';
import { UserAvatar } from '../../../ui/UserAvatar';

export function UserMenu({ auth }: { auth: AuthState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roleName = useRoleName(auth.roleId);
  const name = fullName(auth.profile) || t('header.unnamedUser');
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows, after a hidden "Account menu", so speech input can say either. */}
        <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar {...auth.profile} size={36} data-testid="header-avatar" />
            <Box miw={0} maw={180}>
              <Text size="sm" fw={600} truncate data-testid="header-user-name">
                {name}
              </Text>
              {roleName === undefined ? (
                <Skeleton h={10} w={80} mt={4} />
              ) : (
                <Text size="xs" c="dimmed" truncate data-testid="header-user-role">
                  {roleName}
                </Text>
              )}
            </Box>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/edit-account" leftSection={<IconUserEdit size={16} aria-hidden />}>
          {t('nav.editAccount')}
        </Menu.Item>
        <Menu.Item component={Link} to="/change-password" leftSection={<IconLock size={16} aria-hidden />}>
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => logout(navigate, '/')}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
