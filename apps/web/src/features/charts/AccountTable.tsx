/** The accounts of a chart; every cell clamps to 5 lines (SPEC.md §9). */
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import type { Account } from './api';

export const CELL_LINES = 5;

interface Props {
  rows: readonly Account[] | undefined;
  loading: boolean;
  /** Omitted on read-only charts. */
  actions?: {
    onEdit: (account: Account) => void;
    onToggleActive: (account: Account) => void;
    onDelete: (account: Account) => void;
  };
}

function Clamp({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" lineClamp={CELL_LINES} data-clamp={CELL_LINES}>
      {children}
    </Text>
  );
}

export function AccountTable({ rows, loading, actions }: Props) {
  const { t } = useTranslation();
  const columns: DataTableColumn<Account>[] = [
    { key: 'code', header: t('charts.columns.code'), width: 110, render: (a) => <Clamp>{a.code}</Clamp> },
    { key: 'name', header: t('charts.columns.name'), render: (a) => <Clamp>{a.name}</Clamp> },
    { key: 'type', header: t('charts.columns.type'), width: 150, render: (a) => <Clamp>{t(`charts.types.${a.type}`)}</Clamp> },
    { key: 'subtype', header: t('charts.columns.subtype'), width: 140, render: (a) => <Clamp>{t(`charts.subtypes.${a.subtype}`)}</Clamp> },
    { key: 'taxCode', header: t('charts.columns.taxCode'), width: 100, render: (a) => <Clamp>{a.taxCode}</Clamp> },
    {
      key: 'active',
      header: t('charts.columns.active'),
      width: 110,
      render: (a) => (
        <Badge variant="light" color={a.active ? 'teal' : 'gray'}>
          {a.active ? t('charts.active') : t('charts.inactive')}
        </Badge>
      ),
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: t('charts.columns.actions'),
      width: 130,
      align: 'right',
      render: (a) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('charts.edit')}>
            <ActionIcon variant="subtle" aria-label={t('charts.editNamed', { code: a.code })} onClick={() => actions.onEdit(a)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={a.active ? t('charts.deactivate') : t('charts.activate')}>
            <ActionIcon
              variant="subtle"
              color={a.active ? 'orange' : 'teal'}
              aria-label={t(a.active ? 'charts.deactivateNamed' : 'charts.activateNamed', { code: a.code })}
              onClick={() => actions.onToggleActive(a)}
            >
              {a.active ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={a.hasPostings ? t('charts.hasPostings') : t('charts.delete')}>
            {/* A span keeps the tooltip on a disabled button. */}
            <span>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={a.hasPostings}
                aria-label={t('charts.deleteNamed', { code: a.code })}
                onClick={() => actions.onDelete(a)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </span>
          </Tooltip>
        </Group>
      ),
    });
  }
  return (
    <DataTable
      label={t('charts.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(a) => a.id}
      loading={loading}
      emptyTitle={t('charts.empty')}
      skeletonRows={8}
      minWidth={900}
      tableProps={{ verticalSpacing: 'xs', stickyHeader: true }}
    />
  );
}
