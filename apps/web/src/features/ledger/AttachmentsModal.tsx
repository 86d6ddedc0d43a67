/**
 * A bank line's receipts and documents: open (images and PDFs in the page), download, remove, and
 * attach another from the business's Files or a new upload. Everyone who sees the line sees its
 * attachments, a locked one's included; a role that may not code sees no attach or remove, and a
 * line in a locked period keeps the ones it has (the server refuses too, this says why first).
 */
import { ActionIcon, Anchor, Button, Divider, FileButton, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { saveBlob } from '../../ui/download';
import { downloadPath } from '../files/api';
import { formatBytes } from '../files/fileFormat';
import { canPreview, PreviewModal } from '../files/PreviewModal';
import { fetchBlob } from '../files/transfer';
import type { Transaction } from './api';
import { attachableFiles, attachFile, removeAttachment, uploadAndAttach, type Attachment } from './attachmentsApi';

export interface AttachmentsModalProps {
  row: Transaction | null;
  businessId: string;
  canWrite: boolean;
  /** The lock date when the line is in a locked period: its attachments cannot be removed. */
  lockedTo: string | null;
  onClose: () => void;
  onChange: (row: Transaction, attachments: Attachment[]) => void;
}

export function AttachmentsModal({ row, onClose, ...rest }: AttachmentsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={row !== null} onClose={onClose} title={row && t('attachments.title', { description: row.description })} size="lg">
      {row && <AttachmentsBody row={row} {...rest} />}
    </Modal>
  );
}

function AttachmentsBody({ row, businessId, canWrite, lockedTo, onChange }: Omit<AttachmentsModalProps, 'onClose'> & { row: Transaction }) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<Attachment | null>(null);
  const changed = (attachments: Attachment[]) => onChange(row, attachments);
  const remove = useMutation({
    mutationFn: (attachment: Attachment) => removeAttachment(row.id, attachment.id),
    onSuccess: (attachments) => {
      changed(attachments);
      showSuccess(t('attachments.removed'));
    },
    onError: (error) => showError(error),
  });
  const download = (attachment: Pick<Attachment, 'fileId' | 'name'>) =>
    fetchBlob(downloadPath(attachment.fileId)).then((blob) => saveBlob(blob, attachment.name), showError);
  const open = (attachment: Attachment) => (canPreview(attachment.mimeType) ? setPreviewing(attachment) : void download(attachment));
  const lockedWhy = lockedTo ? t('attachments.lockedRemove', { date: lockedTo }) : null;

  return (
    <Stack gap="sm">
      {row.attachments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('attachments.empty')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t('attachments.list')}>
          {row.attachments.map((attachment) => (
            <Group key={attachment.id} gap="xs" wrap="nowrap" role="listitem">
              <IconFile size={18} aria-hidden />
              <Anchor
                component="button"
                type="button"
                size="sm"
                truncate
                onClick={() => open(attachment)}
                style={{ flex: 1, textAlign: 'left' }}
              >
                {attachment.name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatBytes(attachment.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                aria-label={t('attachments.download', { name: attachment.name })}
                onClick={() => void download(attachment)}
              >
                <IconDownload size={16} aria-hidden />
              </ActionIcon>
              {canWrite && (
                <Tooltip label={lockedWhy ?? t('attachments.remove', { name: attachment.name })} multiline maw={280}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('attachments.remove', { name: attachment.name })}
                    disabled={lockedWhy !== null}
                    loading={remove.isPending && remove.variables.id === attachment.id}
                    onClick={() => remove.mutate(attachment)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {lockedWhy && canWrite && row.attachments.length > 0 && (
        <Text size="xs" c="dimmed">
          {lockedWhy}
        </Text>
      )}
      {canWrite && (
        <>
          <Divider />
          <AttachFromFiles row={row} onAttached={changed} />
          <NewUpload row={row} businessId={businessId} onAttached={changed} />
        </>
      )}
      <PreviewModal
        file={previewing && { id: previewing.fileId, name: previewing.name }}
        onClose={() => setPreviewing(null)}
        onDownload={(file) => void download({ fileId: file.id, name: file.name })}
      />
    </Stack>
  );
}

function AttachFromFiles({ row, onAttached }: { row: Transaction; onAttached: (attachments: Attachment[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [fileId, setFileId] = useState<string | null>(null);
  const [q] = useDebouncedValue(search, 250);
  const files = useQuery({
    queryKey: ['ledger', 'attachable', row.id, q, row.attachments.length],
    queryFn: ({ signal }) => attachableFiles(row.id, q, signal),
  });
  const attach = useMutation({
    mutationFn: (id: string) => attachFile(row.id, id),
    onSuccess: (attachments) => {
      onAttached(attachments);
      setFileId(null);
      setSearch('');
      showSuccess(t('attachments.attached'));
    },
    onError: (error) => showError(error),
  });
  const data = (files.data ?? []).map((f) => ({ value: f.id, label: `${f.name} · ${f.folderName}` }));
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label={t('attachments.fromFiles')}
        placeholder={t('attachments.searchFiles')}
        data={data}
        value={fileId}
        onChange={setFileId}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={files.isPending ? t('common.loading') : t('attachments.noFiles')}
        style={{ flex: 1 }}
      />
      <Button disabled={!fileId} loading={attach.isPending} onClick={() => fileId && attach.mutate(fileId)}>
        {t('attachments.attach')}
      </Button>
    </Group>
  );
}

function NewUpload({
  row,
  businessId,
  onAttached,
}: {
  row: Transaction;
  businessId: string;
  onAttached: (attachments: Attachment[]) => void;
}) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => uploadAndAttach(businessId, row.id, file),
    onSuccess: (attachments) => {
      onAttached(attachments);
      showSuccess(t('attachments.uploaded'));
    },
    onError: (error) => showError(error),
  });
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('attachments.uploadHint')}
      </Text>
      <FileButton onChange={(file) => file && upload.mutate(file)}>
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
            {t('attachments.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
