/** The left menu: sections Management and Account, items by role, collapsible to icons. */
import { Divider, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { RoleId } from '@ledgerdesk/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout } from '../../../features/auth/logout';
import { menuItems, type NavItem } from '../../navigation';

interface AppNavbarProps {
  roleId: RoleId;
  collapsed: boolean;
}

function SectionTitle({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  if (collapsed) return <Divider my="xs" />;
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
      {children}
    </Text>
  );
}

function MenuEntry({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} position="right" disabled={!collapsed} withArrow>
      <div>{children}</div>
    </Tooltip>
  );
}

export function AppNavbar({ roleId, collapsed }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const renderItem = (item: NavItem) => {
    const label = t(item.labelKey);
    const Icon = item.icon;
    return (
      <MenuEntry key={item.to} label={label} collapsed={collapsed}>
        <NavLink
          component={Link}
          to={item.to}
          label={collapsed ? undefined : label}
          aria-label={collapsed ? label : undefined}
          leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
          rightSection={item.badge ? <item.badge /> : undefined}
          active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
          aria-current={pathname === item.to ? 'page' : undefined}
          styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
        />
      </MenuEntry>
    );
  };

  return (
    <ScrollArea h="100%" type="never" component="nav" aria-label={t('nav.mainMenu')}>
      <Stack gap={2} p="sm">
        <SectionTitle collapsed={collapsed}>{t('nav.management')}</SectionTitle>
        {menuItems(roleId, 'management').map(renderItem)}
        <SectionTitle collapsed={collapsed}>{t('nav.account')}</SectionTitle>
        {menuItems(roleId, 'account').map(renderItem)}
        <MenuEntry label={t('nav.logout')} collapsed={collapsed}>
          <NavLink
            component="button"
            type="button"
            label={collapsed ? undefined : t('nav.logout')}
            aria-label={collapsed ? t('nav.logout') : undefined}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            onClick={() => logout(navigate, '/login')}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        </MenuEntry>
      </Stack>
    </ScrollArea>
  );
}
