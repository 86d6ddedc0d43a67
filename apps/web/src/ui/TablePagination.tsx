/** The footer of a paged list: page-size selector, "x–y of N", Prev and Next. Pages count from 1. */
import { Box, Group } from '@mantine/core';
import { PageSizeSelect } from './PageSizeSelect';
import { PrevNextPagination } from './PrevNextPagination';

export interface TablePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizes?: readonly number[];
  disabled?: boolean;
}

export function TablePagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes,
  disabled = false,
}: TablePaginationProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg">
      <PageSizeSelect value={pageSize} onChange={onPageSizeChange} sizes={pageSizes} disabled={disabled} />
      <Box style={{ flex: 1 }}>
        <PrevNextPagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} disabled={disabled} />
      </Box>
    </Group>
  );
}
