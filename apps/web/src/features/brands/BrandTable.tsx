/** The brand table: logo, name and slug, colour swatch, contact, clients, status. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import type { Brand } from './api';
import { BrandMark, ColorValue } from './BrandMark';

export function BrandTable({ rows, loading }: { rows: Brand[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<Brand>[] = [
    {
      key: 'brand',
      header: t('brands.columns.brand'),
      render: (brand) => (
        <Group gap="sm" wrap="nowrap">
          <BrandMark name={brand.name} logoUrl={brand.logoUrl} color={brand.primaryColor} />
          <Stack gap={0}>
            <Anchor component={Link} to={`/brands/${brand.id}`} fw={600} size="sm">
              {brand.name}
            </Anchor>
            <Text size="xs" c="dimmed" ff="monospace">
              {brand.slug}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { key: 'colour', header: t('brands.columns.colour'), render: (brand) => <ColorValue color={brand.primaryColor} /> },
    { key: 'contact', header: t('brands.columns.contact'), render: (brand) => <Text size="sm">{brand.contactEmail}</Text> },
    { key: 'clients', header: t('brands.columns.clients'), align: 'right', render: (brand) => brand.clientCount },
    { key: 'status', header: t('brands.columns.status'), render: (brand) => <StatusBadge status={brand.status} /> },
    {
      key: 'created',
      header: t('brands.columns.created'),
      render: (brand) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(brand.createdAt)}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      label={t('brands.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(brand) => brand.id}
      loading={loading}
      emptyTitle={t('brands.emptyTitle')}
      emptyDescription={t('brands.emptyDescription')}
    />
  );
}
