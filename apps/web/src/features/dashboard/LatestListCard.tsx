/** A latest-5 list: title, items with a link when the route may be opened, an empty state. */
import { Anchor, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format';

export interface LatestItem {
  id: string;
  primary: string;
  secondary: string;
  createdAt: string;
  /** Where the item opens; plain text when absent. */
  to?: string;
}

interface LatestListCardProps {
  title: string;
  items: LatestItem[] | undefined;
  emptyTitle: string;
  action?: ReactNode;
}

export function LatestListCard({ title, items, emptyTitle, action }: LatestListCardProps) {
  return (
    <Card withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {!items && (
        <Stack gap="sm" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h={36} />
          ))}
        </Stack>
      )}
      {items?.length === 0 && <EmptyState size="sm" icon={<IconInbox size={24} aria-hidden />} title={emptyTitle} py="md" />}
      {items && items.length > 0 && (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group
              key={item.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                {item.to ? (
                  <Anchor component={Link} to={item.to} size="sm" fw={600} truncate>
                    {item.primary}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600} truncate>
                    {item.primary}
                  </Text>
                )}
                <Text size="xs" c="dimmed" truncate>
                  {item.secondary}
                </Text>
              </Stack>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(item.createdAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
