/** App-wide providers: Mantine (theme, toasts, progress bar), TanStack Query and i18next. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { queryClient as appQueryClient } from './queryClient';
import { theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals in component tests. */
  env?: 'default' | 'test';
}

export function Providers({ children, queryClient = appQueryClient, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
          <NavigationProgress size={3} />
          <Notifications position="top-right" limit={4} />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
