/** The client list's table: sortable code, name and status; tags, brand and region; row actions. */
import { Anchor, Box, Stack, Text, VisuallyHidden } from '@mantine/core';
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
    {
      key: 'code',
      header: t('clients.columns.codeAbn'),
      sortKey: 'code',
      width: 130,
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {c.code}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {c.abn ? formatAbn(c.abn) : '–'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'name',
      header: t('clients.columns.nameTags'),
      sortKey: 'name',
      render: (c) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/clients/${c.id}`} fw={600} size="sm">
            {c.name}
          </Anchor>
          <Text size="xs" c="dimmed" truncate="end" maw={220} title={c.email || undefined}>
            {c.email || '–'}
          </Text>
          {c.tags.length > 0 && (
            <Box mt={4}>
              <TagBadges tags={c.tags} max={3} />
            </Box>
          )}
        </Stack>
      ),
    },
    {
      key: 'brand',
      header: t('clients.columns.brandRegion'),
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {c.brandName}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {c.regionName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'supervisor',
      header: t('clients.columns.supervisor'),
      render: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.supervisorName ?? '–'}
        </Text>
      ),
    },
    { key: 'businesses', header: t('clients.columns.businesses'), align: 'right', render: (c) => c.businessCount },
    {
      key: 'status',
      header: t('clients.columns.status'),
      sortKey: 'status',
      sortDescending: false,
      width: 120,
      render: (c) => <StatusBadge status={c.status} />,
    },
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
      minWidth={960}
    />
  );
}
