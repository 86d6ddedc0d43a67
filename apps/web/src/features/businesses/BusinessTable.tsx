/** The business list's table: name, client, ABN, GST and BAS settings, case managers, status. */
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { can, formatAbn, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import type { Business } from './api';
import { BusinessRowMenu } from './BusinessRowMenu';

interface BusinessTableProps {
  roleId: RoleId;
  rows: Business[] | undefined;
  loading: boolean;
  sort: string | undefined;
  onSortChange: (sort: string) => void;
  onEdit: (business: Business) => void;
  filtered: boolean;
}

export function BusinessTable({ roleId, rows, loading, sort, onSortChange, onEdit, filtered }: BusinessTableProps) {
  const { t } = useTranslation();
  const clientLinks = can(roleId, 'clients:read');
  const columns: DataTableColumn<Business>[] = [
    {
      key: 'name',
      header: t('businesses.columns.name'),
      sortKey: 'name',
      render: (b) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/businesses/${b.id}`} fw={600} size="sm">
            {b.name}
          </Anchor>
          {b.legalName && (
            <Text size="xs" c="dimmed">
              {b.legalName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'client',
      header: t('businesses.columns.client'),
      sortKey: 'clientName',
      render: (b) => (
        <Stack gap={0}>
          {clientLinks ? (
            <Anchor component={Link} to={`/clients/${b.clientId}`} size="sm">
              {b.clientName}
            </Anchor>
          ) : (
            <Text size="sm">{b.clientName}</Text>
          )}
          <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {b.clientCode}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'abn',
      header: t('businesses.columns.abn'),
      width: 140,
      render: (b) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {b.abn ? formatAbn(b.abn) : '–'}
        </Text>
      ),
    },
    {
      key: 'gst',
      header: t('businesses.columns.gst'),
      render: (b) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {b.gstRegistered ? t(`businesses.gstShort.${b.gstBasis}`) : t('businesses.gstShort.none')}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('businesses.basShort', { frequency: t(`businesses.basFrequency.${b.basFrequency}`) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'caseManagers',
      header: t('businesses.columns.caseManagers'),
      render: (b) => <Text size="sm">{b.caseManagers.length ? b.caseManagers.map((m) => m.name).join(', ') : '–'}</Text>,
    },
    { key: 'status', header: t('businesses.columns.status'), width: 110, render: (b) => <StatusBadge status={b.status} /> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('dataTable.actions')}</VisuallyHidden>,
      width: 56,
      align: 'right',
      render: (b) => <BusinessRowMenu business={b} roleId={roleId} onEdit={onEdit} />,
    },
  ];
  return (
    <DataTable
      label={t('businesses.listLabel')}
      columns={columns}
      rows={rows}
      getRowId={(b) => b.id}
      loading={loading}
      sort={sort ?? 'name'}
      onSortChange={onSortChange}
      emptyTitle={filtered ? t('businesses.emptyFilteredTitle') : t('businesses.emptyTitle')}
      emptyDescription={filtered ? t('clients.emptyFilteredText') : t('businesses.emptyText')}
      skeletonRows={8}
      minWidth={960}
    />
  );
}
