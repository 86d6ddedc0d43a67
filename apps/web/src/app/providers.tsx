/** App-wide providers: Mantine (theme, toasts, progress bar), TanStack Query and i18next. */
import { Drawer, InputClearButton, MantineProvider, mergeThemeOverrides, Modal, Notification } from '@mantine/core';
import { Calendar, DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
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

/**
 * The theme with the words it puts on screen in the reader's language: toasts, modals, drawers,
 * clearable inputs and date pickers are made in many places, and their icon buttons are named
 * here once. A date picker's level button (“March 2026”) keeps its visible text as its name.
 */
function useLocalisedTheme() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeToast') } } }),
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeDialog') } } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeDialog') } } }),
          InputClearButton: InputClearButton.extend({ defaultProps: { 'aria-label': t('a11y.clearInput') } }),
          Calendar: Calendar.extend({
            defaultProps: {
              ariaLabels: {
                previousMonth: t('a11y.previousMonth'),
                nextMonth: t('a11y.nextMonth'),
                previousYear: t('a11y.previousYear'),
                nextYear: t('a11y.nextYear'),
                previousDecade: t('a11y.previousDecade'),
                nextDecade: t('a11y.nextDecade'),
              },
            },
          }),
        },
      }),
    [t],
  );
}

function ThemedProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  // Calendars name months and weekdays in the reader's language: Mantine's dates ignore dayjs's
  // global locale and read their own, and an Australian week starts on Monday.
  const {
    i18n: { language },
  } = useTranslation();
  return (
    <MantineProvider theme={useLocalisedTheme()} cssVariablesResolver={contrastSafeVariables} defaultColorScheme="light" env={env}>
      <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>{children}</DatesProvider>
    </MantineProvider>
  );
}

export function Providers({ children, queryClient = appQueryClient, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedProvider env={env}>
          <PageProgress />
          <Notifications
            position="top-right"
            limit={4}
            classNames={toasts}
            styles={{ root: { '--toasts-top': `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-xs))` } }}
          />
          {children}
        </ThemedProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
