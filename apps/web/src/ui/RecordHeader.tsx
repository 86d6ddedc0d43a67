/**
 * The top of one record's page (a client, a business): the link back to its list, the name with
 * its status, a line of details under them and the record's actions on the right.
 */
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge, type StatusKey } from './StatusBadge';

interface RecordHeaderProps {
  backTo: string;
  backLabel: string;
  title: string;
  status: StatusKey;
  /** The details under the name. */
  children: ReactNode;
  actions?: ReactNode;
}

export function RecordHeader({ backTo, backLabel, title, status, children, actions }: RecordHeaderProps) {
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {backLabel}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {title}
            </Title>
            <StatusBadge status={status} size="lg" />
          </Group>
          {children}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
