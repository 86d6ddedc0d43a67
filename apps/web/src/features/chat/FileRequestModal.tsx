/**
 * A file request to the client: an upload link into a folder of the business (its root unless
 * another is chosen), sent into the chat as a message the client can open.
 */
import { Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { sendFileRequest, type Channel } from './api';
import { addMessage } from './feedCache';
import { chatKeys, useBusinessFolders } from './queries';

const DEFAULT_EXPIRY_DAYS = 30;

export function FileRequestModal({ opened, onClose, channel }: { opened: boolean; onClose: () => void; channel: Channel }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const folders = useBusinessFolders(channel.businessId, opened);
  const [folderId, setFolderId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [days, setDays] = useState<number>(DEFAULT_EXPIRY_DAYS);
  const root = folders.data?.find((f) => f.isRoot);
  const send = useMutation({
    mutationFn: () => sendFileRequest(channel.id, { folderId: folderId ?? root?.id, message, expiresInDays: days }),
    onSuccess: (sent) => {
      addMessage(queryClient, sent);
      void queryClient.invalidateQueries({ queryKey: chatKeys.files(channel.id) });
      showSuccess(t('chat.requestModal.sent'));
      setMessage('');
      setFolderId(null);
      onClose();
    },
    onError: (error) => showError(error),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.requestModal.title')} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
      >
        <Stack>
          <Select
            label={t('chat.requestModal.folder')}
            description={t('chat.requestModal.folderHint')}
            data={(folders.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            value={folderId ?? root?.id ?? null}
            onChange={setFolderId}
            disabled={folders.isLoading}
            allowDeselect={false}
          />
          <Textarea
            label={t('chat.requestModal.message')}
            placeholder={t('chat.requestModal.messagePlaceholder')}
            autosize
            minRows={3}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            data-autofocus
          />
          <NumberInput
            label={t('chat.requestModal.expires')}
            min={1}
            max={365}
            value={days}
            onChange={(v) => setDays(typeof v === 'number' ? v : DEFAULT_EXPIRY_DAYS)}
            w={200}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('chat.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={folders.isLoading}>
              {t('chat.requestModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
