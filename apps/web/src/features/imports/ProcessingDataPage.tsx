/** /businesses/processing-data?businessId=: a business's imports, refreshed by progress events. */
import { can } from '@ledgerdesk/domain';
import { Alert, Badge, Button, Card, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAuthState } from '../auth/session';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { TablePagination } from '../../ui/TablePagination';
import { pagedSearchFields, useListSearch } from '../../ui/urlState';
import { fetchImports, type ImportRecord } from './api';
import { useImportProgress } from './useImportProgress';

const STATUS_COLORS = { previewed: 'blue', committed: 'teal', failed: 'red' } as const;

const searchSchema = z.object({ businessId: z.string().catch(''), ...pagedSearchFields });

export default function ProcessingDataPage() {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const { search, pagination } = useListSearch(searchSchema);
  const { businessId, page, limit } = search;
  useImportProgress();
  const imports = useQuery({
    queryKey: ['imports', businessId, page, limit],
    queryFn: ({ signal }) => fetchImports(businessId, { skip: (page - 1) * limit, limit }, signal),
    enabled: businessId !== '',
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<ImportRecord>[] = [
    { key: 'file', header: t('imports.columns.file'), render: (r) => r.fileName },
    { key: 'account', header: t('imports.columns.bankAccount'), render: (r) => r.bankAccount.name },
    { key: 'format', header: t('imports.columns.format'), width: 80, render: (r) => r.format.toUpperCase() },
    {
      key: 'status',
      header: t('imports.columns.status'),
      width: 110,
      render: (r) => <Badge color={STATUS_COLORS[r.status]}>{t(`imports.statuses.${r.status}`)}</Badge>,
    },
    { key: 'rows', header: t('imports.columns.rows'), width: 80, align: 'right', render: (r) => r.rowCount },
    { key: 'imported', header: t('imports.columns.imported'), width: 90, align: 'right', render: (r) => r.importedCount },
    { key: 'duplicates', header: t('imports.columns.duplicates'), width: 100, align: 'right', render: (r) => r.duplicateCount },
    { key: 'by', header: t('imports.columns.by'), render: (r) => r.createdBy?.name ?? '—' },
    { key: 'when', header: t('imports.columns.when'), width: 150, render: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title={t('imports.listTitle')}
        description={t('imports.listSubtitle')}
        actions={
          businessId &&
          can(roleId, 'ledger:write') && (
            <Button component={Link} to={`/conversion?businessId=${businessId}`} leftSection={<IconFileImport size={16} aria-hidden />}>
              {t('imports.newImport')}
            </Button>
          )
        }
      />
      {!businessId && <Alert color="yellow">{t('imports.noBusiness')}</Alert>}
      {businessId && (
        <Card withBorder radius="md" p="md">
          <DataTable
            label={t('imports.listLabel')}
            columns={columns}
            rows={imports.data?.data}
            getRowId={(r) => r.id}
            loading={imports.isFetching}
            emptyTitle={t('imports.empty')}
            minWidth={940}
          />
          <TablePagination {...pagination(imports.data?.pagination.total ?? 0, false)} />
        </Card>
      )}
    </Stack>
  );
}
