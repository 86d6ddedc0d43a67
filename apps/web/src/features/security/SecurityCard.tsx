/** A card of the account page's security part: title and intro, what stands beside them, then the body. */
import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SecurityCard({ title, intro, aside, children }: { title: string; intro: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={2} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </div>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
