/**
 * The card of a paged list page: filters on top, the table edge to edge between dividers, and
 * the paging footer (pair it with useListSearch, which keeps all three in the URL). `inset` keeps
 * the table inside the card's padding instead, spaced without dividers (brands, team, audit log).
 */
import { Card, Divider, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { TablePagination, type TablePaginationProps } from './TablePagination';

interface ListCardProps {
  filters: ReactNode;
  /** The table. */
  children: ReactNode;
  pagination: TablePaginationProps;
  inset?: boolean;
}

export function ListCard({ filters, children, pagination, inset = false }: ListCardProps) {
  const footer = <TablePagination {...pagination} />;
  if (inset) {
    return (
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          {filters}
          {children}
          {footer}
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" p={0}>
      <Stack p="md">{filters}</Stack>
      <Divider />
      {children}
      <Divider />
      <Stack p="md">{footer}</Stack>
    </Card>
  );
}
