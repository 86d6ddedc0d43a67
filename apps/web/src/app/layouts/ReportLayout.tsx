/**
 * Report layout: the content uses the full width under a slim top bar holding a back link, a
 * title and the page's actions (export, lock, compare). Report pages of later steps use it.
 */
import { Anchor, Box, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { mainContentProps, SkipLink } from '../../ui/SkipLink';

export interface ReportLayoutProps {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

export const REPORT_BAR_HEIGHT = 52;

export function ReportLayout({ backTo, backLabel, title, actions, children }: ReportLayoutProps) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <SkipLink />
      <Group
        component="header"
        h={REPORT_BAR_HEIGHT}
        px="lg"
        gap="md"
        wrap="nowrap"
        justify="space-between"
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)', zIndex: 10 }}
      >
        <Group gap="md" wrap="nowrap" miw={0}>
          <Anchor component={Link} to={backTo} size="sm" aria-label={backLabel} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {backLabel}
            </Group>
          </Anchor>
          <Title order={1} fz="lg" lineClamp={1}>
            {title}
          </Title>
        </Group>
        {actions !== undefined && (
          <Group gap="xs" wrap="nowrap" data-testid="report-actions" style={{ flexShrink: 0 }}>
            {actions}
          </Group>
        )}
      </Group>
      <Box component="main" {...mainContentProps} w="100%" p="lg">
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}
