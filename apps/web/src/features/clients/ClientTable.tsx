/** The client list's table: sortable code, name and status; tags, brand and region; row actions. */
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { can, formatAbn, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { TagBadges } from '../tags/TagBadges';
import type { Client } from './api';
import type { ClientDialogKind } from './dialogs';
import { ClientRowMenu } from './ClientRowMenu';

interface ClientTableProps {
  roleId: RoleId;
  rows: Client[] | undefined;
  loading: boolean;
  sort: string | undefined;
  onSortChange: (sort: string) => void;
  selected: string[];
  onSelectionChange: (ids: string[]) => void;
  onOpenDialog: (kind: ClientDialogKind, client: Client) => void;
  filtered: boolean;
}

export function ClientTable(props: ClientTableProps) {
  const { t } = useTranslation();
  const { roleId } = props;
  const columns: DataTableColumn<Client>[] = [
    { key: 'code', header: t('clients.columns.code'), sortKey: 'code', width: 110, render: (c) => <Text size="sm" ff="monospace">{c.code}</Text> },
    {
      key: 'name',
      header: t('clients.columns.name'),
      sortKey: 'name',
      render: (c) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/clients/${c.id}`} fw={600} size="sm">
            {c.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {c.email || '–'}
          </Text>
        </Stack>
      ),
    },
    { key: 'abn', header: t('clients.columns.abn'), width: 140, render: (c) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{c.abn ? formatAbn(c.abn) : '–'}</Text> },
    {
      key: 'brand',
      header: t('clients.columns.brandRegion'),
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">{c.brandName}</Text>
          <Text size="xs" c="dimmed">
            {c.regionName}
          </Text>
        </Stack>
      ),
    },
    { key: 'supervisor', header: t('clients.columns.supervisor'), render: (c) => <Text size="sm">{c.supervisorName ?? '–'}</Text> },
    { key: 'tags', header: t('clients.columns.tags'), render: (c) => <TagBadges tags={c.tags} max={2} /> },
    { key: 'businesses', header: t('clients.columns.businesses'), align: 'right', width: 100, render: (c) => c.businessCount },
    { key: 'status', header: t('clients.columns.status'), sortKey: 'status', sortDescending: false, width: 120, render: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('dataTable.actions')}</VisuallyHidden>,
      width: 56,
      align: 'right',
      render: (c) => <ClientRowMenu client={c} roleId={roleId} onOpenDialog={props.onOpenDialog} />,
    },
  ];

  return (
    <DataTable
      label={t('clients.listLabel')}
      columns={columns}
      rows={props.rows}
      getRowId={(c) => c.id}
      loading={props.loading}
      sort={props.sort ?? 'name'}
      onSortChange={props.onSortChange}
      selection={
        can(roleId, 'clients:write') ? { selected: props.selected, onChange: props.onSelectionChange, rowLabel: (c) => c.name } : undefined
      }
      emptyTitle={props.filtered ? t('clients.emptyFilteredTitle') : t('clients.emptyTitle')}
      emptyDescription={props.filtered ? t('clients.emptyFilteredText') : t('clients.emptyText')}
      skeletonRows={8}
      minWidth={1000}
    />
  );
}
