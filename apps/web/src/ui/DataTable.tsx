/**
 * A generic list table: columns with optional sorting, row selection for bulk actions, loading
 * skeleton rows and an empty state. Paging sits beside it (TablePagination), state in the URL.
 */
import { Box, Checkbox, EmptyState, Skeleton, Table, type TableProps } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSort, SortableHeader, sortDirection } from './SortableHeader';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Sorts by this API sort value ('name'); descending is '-name' unless `sortDescending` is false. */
  sortKey?: string;
  sortDescending?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableSelection<T> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The accessible name of a row's checkbox, e.g. the client's name. */
  rowLabel: (row: T) => string;
}

export interface DataTableProps<T> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  loading?: boolean;
  sort?: string;
  onSortChange?: (sort: string) => void;
  selection?: DataTableSelection<T>;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  skeletonRows?: number;
  minWidth?: number;
  tableProps?: Omit<TableProps, 'children'>;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, getRowId, selection, sort, onSortChange, skeletonRows = 5 } = props;
  const ids = rows?.map(getRowId) ?? [];
  const selectedHere = selection ? ids.filter((id) => selection.selected.includes(id)) : [];
  const allSelected = ids.length > 0 && selectedHere.length === ids.length;
  const span = columns.length + (selection ? 1 : 0);

  const toggleAll = () => {
    if (!selection) return;
    const others = selection.selected.filter((id) => !ids.includes(id));
    selection.onChange(allSelected ? others : [...others, ...ids]);
  };
  const toggleRow = (id: string) => {
    if (!selection) return;
    const on = selection.selected.includes(id);
    selection.onChange(on ? selection.selected.filter((other) => other !== id) : [...selection.selected, id]);
  };

  const header = (
    <Table.Tr>
      {selection && (
        <Table.Th w={40}>
          <Checkbox
            aria-label={t('dataTable.selectAll')}
            checked={allSelected}
            indeterminate={selectedHere.length > 0 && !allSelected}
            disabled={ids.length === 0}
            onChange={toggleAll}
          />
        </Table.Th>
      )}
      {columns.map((column) => {
        const direction = column.sortKey ? sortDirection(sort, column.sortKey) : 'none';
        const sortKey = column.sortKey;
        return (
          <Table.Th
            key={column.key}
            w={column.width}
            ta={column.align}
            style={{ whiteSpace: 'nowrap' }}
            aria-sort={sortKey && onSortChange ? direction : undefined}
          >
            {sortKey && onSortChange ? (
              <SortableHeader direction={direction} onSort={() => onSortChange(nextSort(sort, sortKey, column.sortDescending ?? true))}>
                {column.header}
              </SortableHeader>
            ) : (
              column.header
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  );

  let body: ReactNode;
  if (!rows && props.loading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <Table.Tr key={index} aria-hidden>
        {Array.from({ length: span }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton h={14} w={cell === 0 && selection ? 16 : '80%'} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows || rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <Box py="xl">
            <EmptyState
              size="sm"
              withIndicatorBackground
              icon={<IconDatabaseOff size={28} aria-hidden />}
              title={props.emptyTitle ?? t('dataTable.emptyTitle')}
              description={props.emptyDescription}
            />
          </Box>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => {
      const id = getRowId(row);
      const checked = selection?.selected.includes(id) ?? false;
      return (
        <Table.Tr key={id} bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
          {selection && (
            <Table.Td>
              <Checkbox
                aria-label={t('dataTable.selectRow', { name: selection.rowLabel(row) })}
                checked={checked}
                onChange={() => toggleRow(id)}
              />
            </Table.Td>
          )}
          {columns.map((column) => (
            <Table.Td key={column.key} ta={column.align}>
              {column.render(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 900}>
      <Table
        aria-label={props.label}
        aria-busy={props.loading || undefined}
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="sm"
        {...props.tableProps}
      >
        <Table.Thead>{header}</Table.Thead>
        <Table.Tbody style={{ opacity: props.loading && rows ? 0.6 : 1 }}>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
