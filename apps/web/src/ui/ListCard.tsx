/**
 * The card of a paged list page: filters on top, the table edge to edge between dividers, and
 * the paging footer (pair it with useListSearch, which keeps all three in the URL).
 */
import { Card, Divider, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { TablePagination, type TablePaginationProps } from './TablePagination';

interface ListCardProps {
  filters: ReactNode;
  /** The table. */
  children: ReactNode;
  pagination: TablePaginationProps;
}

export function ListCard({ filters, children, pagination }: ListCardProps) {
  return (
    <Card withBorder radius="md" p={0}>
      <Stack p="md">{filters}</Stack>
      <Divider />
      {children}
      <Divider />
      <Stack p="md">
        <TablePagination {...pagination} />
      </Stack>
    </Card>
  );
}
