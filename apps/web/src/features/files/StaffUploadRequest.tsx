/** /upload-request/{id} for staff: the request's status and limits, what arrived, revoke and extend. */
import { canOpen } from '@ledgerdesk/domain';
import { Anchor, Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError, showSuccess } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { extendUploadRequest, fetchUploadRequest, revokeUploadRequest, type UploadRequestDetail } from './api';
import { useSession } from '../auth/session';
import { formatBytes } from './fileFormat';
import { REQUEST_STATUS_COLORS } from './requestStatus';

export function StaffUploadRequest({ id }: { id: string }) {
  const { t } = useTranslation();
  const request = useQuery({ queryKey: ['files', 'upload-request', id], queryFn: ({ signal }) => fetchUploadRequest(id, signal) });
  if (request.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (request.isError) return <Text role="alert">{t('files.staffRequest.notFound')}</Text>;
  return <RequestDetail request={request.data} />;
}

function RequestDetail({ request }: { request: UploadRequestDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number | string>(30);
  const [confirming, setConfirming] = useState(false);
  const auth = useSession();
  const manager = auth && canOpen('/file-business-management', auth.roleId) ? '/file-business-management' : '/file-client-management';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['files'] });
  const revoke = useMutation({
    mutationFn: () => revokeUploadRequest(request.id),
    onSuccess: async () => {
      setConfirming(false);
      showSuccess(t('files.staffRequest.revoked'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
  const extend = useMutation({
    mutationFn: () => extendUploadRequest(request.id, Number(days) || 30),
    onSuccess: async () => {
      showSuccess(t('files.staffRequest.extended'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
  const fact = (label: string, value: string) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('files.staffRequest.title', { business: request.businessName })}
        description={t('files.staffRequest.folder', { folder: request.folderName })}
        actions={
          <Badge size="lg" variant="light" color={REQUEST_STATUS_COLORS[request.status]} tt="none">
            {t(`files.staffRequest.status.${request.status}`)}
          </Badge>
        }
      />
      <Card withBorder>
        <Stack>
          {request.message && <Text style={{ whiteSpace: 'pre-wrap' }}>{request.message}</Text>}
          <SimpleGrid cols={4}>
            {fact(t('files.staffRequest.expiresAt'), formatDateTime(request.expiresAt))}
            {fact(
              t('files.staffRequest.limits'),
              t('files.staffRequest.limitsValue', { size: formatBytes(request.maxFileSize), count: request.maxFiles }),
            )}
            {fact(t('files.staffRequest.createdBy'), `${request.createdBy?.name ?? '—'} · ${formatDateTime(request.createdAt)}`)}
            {fact(t('files.staffRequest.received'), String(request.receivedCount))}
          </SimpleGrid>
          {request.status !== 'revoked' && (
            <Group align="flex-end" justify="space-between">
              <Group align="flex-end" gap="xs">
                <NumberInput
                  label={t('files.staffRequest.extendBy')}
                  value={days}
                  onChange={setDays}
                  min={1}
                  max={365}
                  allowDecimal={false}
                  w={160}
                />
                <Button variant="light" loading={extend.isPending} onClick={() => extend.mutate()}>
                  {t('files.staffRequest.extend')}
                </Button>
              </Group>
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('files.staffRequest.revoke')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{t('files.staffRequest.receivedFiles')}</Text>
            <Anchor
              component={Link}
              to={`${manager}?ownerType=business&ownerId=${request.businessId}&folderId=${request.folderId}`}
              size="sm"
            >
              {t('files.staffRequest.openFolder')}
            </Anchor>
          </Group>
          {request.received.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('files.staffRequest.nothingYet')}
            </Text>
          ) : (
            <Table aria-label={t('files.staffRequest.receivedFiles')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('files.table.name')}</Table.Th>
                  <Table.Th>{t('files.table.size')}</Table.Th>
                  <Table.Th>{t('files.table.uploadedBy')}</Table.Th>
                  <Table.Th>{t('files.table.uploadedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {request.received.map((file) => (
                  <Table.Tr key={file.id}>
                    <Table.Td>
                      {file.name}{' '}
                      {file.deleted && (
                        <Badge color="gray" variant="light" tt="none">
                          {t('files.staffRequest.inTrash')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{formatBytes(file.size)}</Table.Td>
                    <Table.Td>{file.uploaderName ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => revoke.mutate()}
        title={t('files.staffRequest.revokeTitle')}
        confirmLabel={t('files.staffRequest.revoke')}
        color="red"
        loading={revoke.isPending}
      >
        {t('files.staffRequest.revokeText')}
      </ConfirmModal>
    </Stack>
  );
}
