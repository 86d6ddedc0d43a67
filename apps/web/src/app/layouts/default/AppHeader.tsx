/** Header: menu toggle and logo, quick search, language, dark mode, the bell and the user. */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthState } from '../../../features/auth/session';
import { NotificationBell } from '../../../features/notifications/NotificationBell';
import { QuickSearch } from '../../../features/search/QuickSearch';
import { BrandLogo } from '../../../ui/BrandLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  auth: AuthState;
  collapsed: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ auth, collapsed, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const toggleLabel = collapsed ? t('nav.expandMenu') : t('nav.collapseMenu');
  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1 }} miw={0}>
        <Tooltip label={toggleLabel}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={toggleLabel} aria-expanded={!collapsed} onClick={onToggleMenu}>
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Link to="/dashboard" aria-label={t('nav.home')} style={{ color: 'inherit', textDecoration: 'none' }}>
          <BrandLogo />
        </Link>
        <Group ml="lg" style={{ flex: 1 }} miw={0}>
          <QuickSearch roleId={auth.roleId} />
        </Group>
      </Group>
      <Group gap={6} wrap="nowrap">
        <LanguageSwitcher />
        <ColorSchemeToggle />
        <NotificationBell />
        <UserMenu auth={auth} />
      </Group>
    </Group>
  );
}
