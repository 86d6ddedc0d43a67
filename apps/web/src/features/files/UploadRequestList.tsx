/** /upload-request without an id: the upload requests of every business in the user's scope. */
import { Anchor, Badge, Card, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { TablePagination } from '../../ui/TablePagination';
import { pagedSearchFields, useListSearch } from '../../ui/urlState';
import { fetchUploadRequests, type UploadRequest } from './api';
import { REQUEST_STATUS_COLORS } from './requestStatus';

const searchSchema = z.object(pagedSearchFields);

export function UploadRequestList() {
  const { t } = useTranslation();
  const { search, pagination } = useListSearch(searchSchema);
  const { page, limit } = search;
  const requests = useQuery({
    queryKey: ['files', 'upload-requests', page, limit],
    queryFn: ({ signal }) => fetchUploadRequests({ skip: (page - 1) * limit, limit }, signal),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<UploadRequest>[] = [
    {
      key: 'business',
      header: t('files.requestList.business'),
      render: (r) => (
        <Anchor component={Link} to={`/upload-request/${r.id}`} fw={600} size="sm">
          {r.businessName}
        </Anchor>
      ),
    },
    { key: 'folder', header: t('files.requestList.folder'), render: (r) => r.folderName },
    {
      key: 'status',
      header: t('files.requestList.status'),
      width: 110,
      render: (r) => (
        <Badge variant="light" color={REQUEST_STATUS_COLORS[r.status]} tt="none">
          {t(`files.staffRequest.status.${r.status}`)}
        </Badge>
      ),
    },
    { key: 'expires', header: t('files.staffRequest.expiresAt'), width: 160, render: (r) => formatDateTime(r.expiresAt) },
    { key: 'received', header: t('files.staffRequest.received'), width: 120, align: 'right', render: (r) => r.receivedCount },
    { key: 'by', header: t('files.staffRequest.createdBy'), render: (r) => r.createdBy?.name ?? '—' },
  ];
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t('files.requestList.title')} description={t('files.requestList.description')} />
      <Card withBorder radius="md" p="md">
        <DataTable
          label={t('files.requestList.title')}
          columns={columns}
          rows={requests.data?.data}
          getRowId={(r) => r.id}
          loading={requests.isFetching}
          emptyTitle={t('files.requestList.empty')}
          emptyDescription={t('files.requestList.emptyHint')}
          minWidth={900}
        />
        <TablePagination {...pagination(requests.data?.pagination.total ?? 0, requests.isFetching)} />
      </Card>
    </Stack>
  );
}
