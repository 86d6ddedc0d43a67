import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';

interface BrandLogoProps {
  /** Only the mark, for the collapsed menu. */
  compact?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

export function BrandLogo({ compact = false, size = 'md' }: BrandLogoProps) {
  return (
    <Group gap={8} wrap="nowrap" role="img" aria-label="Ledgerdesk">
      <ThemeIcon size={size === 'lg' ? 40 : 32} radius="md" variant="gradient" gradient={{ from: 'blue.7', to: 'cyan.5', deg: 135 }}>
        <IconBook2 size={size === 'lg' ? 24 : 20} aria-hidden />
      </ThemeIcon>
      {!compact && (
        <Text fw={700} fz={size === 'lg' ? 24 : 18} lh={1} aria-hidden>
          Ledgerdesk
        </Text>
      )}
    </Group>
  );
}
