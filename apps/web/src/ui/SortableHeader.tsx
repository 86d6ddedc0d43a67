/**
 * A column header that sorts on click: ascending first, then descending when the column allows
 * it. Sort values follow the API convention: 'name' ascending, '-name' descending.
 */
import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending' | 'none';

export function sortDirection(sort: string | undefined, key: string): SortDirection {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

/** The sort after a click on the column `key`. */
export function nextSort(sort: string | undefined, key: string, descending = true): string {
  return sort === key && descending ? `-${key}` : key;
}

interface SortableHeaderProps {
  children: ReactNode;
  direction: SortDirection;
  onSort: () => void;
}

export function SortableHeader({ children, direction, onSort }: SortableHeaderProps) {
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onSort} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} wrap="nowrap">
        {children}
        <Icon size={14} stroke={1.8} aria-hidden style={{ opacity: direction === 'none' ? 0.4 : 1 }} />
      </Group>
    </UnstyledButton>
  );
}
