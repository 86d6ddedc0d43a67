/** Default layout: header, collapsible left menu (240px / 5rem), content and footer. */
import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../features/auth/session';
import { useNotificationSocket } from '../../features/notifications/useNotificationSocket';
import { AppFooter } from './default/AppFooter';
import { AppHeader } from './default/AppHeader';
import { AppNavbar } from './default/AppNavbar';
import { HEADER_HEIGHT } from '../theme';
import { mainContentProps, SkipLink } from '../../ui/SkipLink';

export const NAVBAR_WIDTH = 240;
export const NAVBAR_COLLAPSED_WIDTH = '5rem';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const auth = useSession();
  const [collapsed, { toggle }] = useDisclosure(false);
  useNotificationSocket(auth?.accessToken);

  // The session ends (logout, 401) a moment before the navigation away from this layout.
  if (!auth) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH, breakpoint: 0 }}
      footer={{ height: 44 }}
      padding="lg"
      data-menu-collapsed={collapsed || undefined}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader auth={auth} collapsed={collapsed} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <AppNavbar roleId={auth.roleId} collapsed={collapsed} />
      </AppShell.Navbar>
      <AppShell.Main {...mainContentProps} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        {children ?? <Outlet />}
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
