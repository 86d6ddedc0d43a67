/**
 * Asking a client for files: an upload link into one business folder, with a message, an expiry
 * (30 days unless changed), limits, and optionally an email that sends it. The answer opens the
 * magic link modal, the only time the link can be shown.
 */
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  UPLOAD_REQUEST_DEFAULT_EXPIRY_DAYS as DEFAULT_DAYS,
  UPLOAD_REQUEST_DEFAULT_MAX_FILES as DEFAULT_MAX_FILES,
  UPLOAD_REQUEST_MAX_EXPIRY_DAYS,
  UPLOAD_REQUEST_MAX_FILES_LIMIT,
} from '@ledgerdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { createUploadRequest, type CreatedUploadRequest } from './api';

interface UploadRequestModalProps {
  target: { businessId: string; folderId: string; folderName: string } | null;
  onClose: () => void;
  onCreated: (created: CreatedUploadRequest) => void;
}

export function UploadRequestModal({ target, onClose, onCreated }: UploadRequestModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('files.request.title', { folder: target?.folderName ?? '' })}
      centered
      size="lg"
    >
      {target && <RequestForm target={target} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

const MB = 1024 * 1024;

function RequestForm({
  target,
  onClose,
  onCreated,
}: { target: NonNullable<UploadRequestModalProps['target']> } & Omit<UploadRequestModalProps, 'target'>) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [days, setDays] = useState<number | string>(DEFAULT_DAYS);
  const [maxMb, setMaxMb] = useState<number | string>('');
  const [maxFiles, setMaxFiles] = useState<number | string>(DEFAULT_MAX_FILES);
  const [email, setEmail] = useState('');
  const create = useMutation({
    mutationFn: () =>
      createUploadRequest({
        businessId: target.businessId,
        folderId: target.folderId,
        message,
        expiresInDays: Number(days) || DEFAULT_DAYS,
        maxFileSize: maxMb === '' ? undefined : Math.round(Number(maxMb) * MB),
        maxFiles: Number(maxFiles) || DEFAULT_MAX_FILES,
        email: email.trim() || undefined,
      }),
    onSuccess: onCreated,
    onError: (error) => showError(error),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <Stack>
        <Textarea
          label={t('files.request.message')}
          description={t('files.request.messageHint')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          data-autofocus
        />
        <SimpleGrid cols={3}>
          <NumberInput
            label={t('files.request.expiresInDays')}
            value={days}
            onChange={setDays}
            min={1}
            max={UPLOAD_REQUEST_MAX_EXPIRY_DAYS}
            allowDecimal={false}
            required
          />
          <NumberInput
            label={t('files.request.maxFileSize')}
            placeholder={t('files.request.serverLimit')}
            value={maxMb}
            onChange={setMaxMb}
            min={1}
            suffix=" MB"
          />
          <NumberInput
            label={t('files.request.maxFiles')}
            value={maxFiles}
            onChange={setMaxFiles}
            min={1}
            max={UPLOAD_REQUEST_MAX_FILES_LIMIT}
            allowDecimal={false}
            required
          />
        </SimpleGrid>
        <TextInput
          type="email"
          label={t('files.request.email')}
          description={t('files.request.emailHint')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('files.request.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
