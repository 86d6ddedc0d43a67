/** /businesses/processing-data?businessId=: a business's imports, refreshed by progress events. */
import { Alert, Badge, Button, Card, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { TablePagination } from '../../ui/TablePagination';
import { fetchImports, type ImportRecord } from './api';
import { useImportProgress } from './useImportProgress';

const STATUS_COLORS = { previewed: 'blue', committed: 'teal', failed: 'red' } as const;

export default function ProcessingDataPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = [10, 20, 50].includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 10;
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
    { key: 'format', header: t('imports.columns.format'), width: 90, render: (r) => r.format.toUpperCase() },
    { key: 'status', header: t('imports.columns.status'), width: 120, render: (r) => <Badge color={STATUS_COLORS[r.status]}>{t(`imports.statuses.${r.status}`)}</Badge> },
    { key: 'rows', header: t('imports.columns.rows'), width: 80, align: 'right', render: (r) => r.rowCount },
    { key: 'imported', header: t('imports.columns.imported'), width: 90, align: 'right', render: (r) => r.importedCount },
    { key: 'duplicates', header: t('imports.columns.duplicates'), width: 100, align: 'right', render: (r) => r.duplicateCount },
    { key: 'by', header: t('imports.columns.by'), render: (r) => r.createdBy?.name ?? '—' },
    { key: 'when', header: t('imports.columns.when'), width: 170, render: (r) => formatDateTime(r.createdAt) },
  ];
  const go = (next: { page?: number; limit?: number }) =>
    setParams({ businessId, page: String(next.page ?? page), limit: String(next.limit ?? limit) }, { replace: true });
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title={t('imports.listTitle')}
        description={t('imports.listSubtitle')}
        actions={
          businessId && (
            <Button component={Link} to={`/conversion?businessId=${businessId}`} leftSection={<IconFileImport size={16} aria-hidden />}>
              {t('imports.newImport')}
            </Button>
          )
        }
      />
      {!businessId && <Alert color="yellow">{t('imports.noBusiness')}</Alert>}
      {businessId && (
        <Card withBorder radius="md" p="md">
          <DataTable label={t('imports.listLabel')} columns={columns} rows={imports.data?.data} getRowId={(r) => r.id} loading={imports.isFetching} emptyTitle={t('imports.empty')} minWidth={1100} />
          <TablePagination page={page} pageSize={limit} total={imports.data?.pagination.total ?? 0} onPageChange={(p) => go({ page: p })} onPageSizeChange={(l) => go({ page: 1, limit: l })} />
        </Card>
      )}
    </Stack>
  );
}
