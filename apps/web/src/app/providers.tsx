/** App-wide providers: Mantine (theme, toasts, progress bar), TanStack Query and i18next. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { progressStore } from './http/progress';
import { queryClient as appQueryClient } from './queryClient';
import { contrastSafeVariables, HEADER_HEIGHT, theme } from './theme';
import toasts from './toasts.module.css';

/** The top bar that shows a page (and its data) loading, named for screen readers. */
function PageProgress() {
  const { t } = useTranslation();
  return <NavigationProgress size={3} store={progressStore} aria-label={t('a11y.pageLoading')} />;
}

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
        <MantineProvider theme={theme} cssVariablesResolver={contrastSafeVariables} defaultColorScheme="light" env={env}>
          <PageProgress />
          <Notifications
            position="top-right"
            limit={4}
            classNames={toasts}
            styles={{ root: { '--toasts-top': `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-xs))` } }}
          />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
