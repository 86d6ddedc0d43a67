/** A client's tags as small coloured badges. */
import { Badge, Group, Text } from '@mantine/core';
import type { Tag } from './api';

export function TagBadges({ tags, max = 3 }: { tags: readonly Tag[]; max?: number }) {
  if (tags.length === 0)
    return (
      <Text c="dimmed" size="sm">
        –
      </Text>
    );
  const shown = tags.slice(0, max);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((tag) => (
        <Badge key={tag.id} color={tag.color} variant="light" size="sm" radius="sm" tt="none" styles={{ label: { overflow: 'visible' } }}>
          {tag.name}
        </Badge>
      ))}
      {tags.length > max && (
        <Badge color="gray" variant="outline" size="sm" radius="sm">
          +{tags.length - max}
        </Badge>
      )}
    </Group>
  );
}
