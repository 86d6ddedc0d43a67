/**
 * Upload via chatbox: files dropped or chosen here are checked against the size limit at once
 * (a clear message names each file that is too large), stored in the business's files, and sent
 * as one message with an optional text; images show a preview before sending.
 */
import { ActionIcon, Alert, Button, Group, Image, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { MAX_ATTACHMENT_BYTES, fetchBusinessFolders, postMessage, uploadAttachments, type Channel } from './api';
import { addMessage } from './feedCache';
import { formatBytes } from '../files/fileFormat';
import { chatKeys } from './queries';

function LocalPreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Image src={url} alt={file.name} h={48} w={48} fit="cover" radius="sm" />;
}

export function UploadModal({ opened, onClose, channel }: { opened: boolean; onClose: () => void; channel: Channel }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const [caption, setCaption] = useState('');
  const max = formatBytes(MAX_ATTACHMENT_BYTES);

  const close = () => {
    setFiles([]);
    setTooLarge([]);
    setCaption('');
    onClose();
  };

  const add = (dropped: File[]) => {
    setTooLarge(dropped.filter((f) => f.size > MAX_ATTACHMENT_BYTES).map((f) => f.name));
    setFiles((all) => [...all, ...dropped.filter((f) => f.size <= MAX_ATTACHMENT_BYTES)]);
  };

  const send = useMutation({
    mutationFn: async () => {
      const folders = await queryClient.fetchQuery({
        queryKey: chatKeys.folders(channel.businessId),
        queryFn: () => fetchBusinessFolders(channel.businessId),
      });
      const root = folders.find((f) => f.isRoot);
      if (!root) throw new Error(t('errors.generic'));
      const attachments = await uploadAttachments(root.id, files);
      return postMessage(channel.id, { body: caption, attachments: attachments.map((a) => a.fileId) });
    },
    onSuccess: (message) => {
      addMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.files(channel.id) });
      close();
    },
    onError: (error) => showError(error),
  });

  return (
    <Modal opened={opened} onClose={close} title={t('chat.uploadModal.title')} centered size="lg">
      <Stack>
        <Dropzone onDrop={add} onReject={(rejections) => add(rejections.map((r) => r.file))} multiple p="md">
          <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
            <IconUpload size={28} stroke={1.5} aria-hidden />
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {t('chat.uploadModal.drop')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('chat.uploadModal.hint', { max })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {tooLarge.map((name) => (
          <Alert key={name} color="red" role="alert" py="xs">
            {t('chat.uploadModal.tooLarge', { name, max })}
          </Alert>
        ))}
        {files.map((file, i) => (
          <Paper key={`${file.name}-${i}`} withBorder p="xs">
            <Group gap="sm" wrap="nowrap">
              {file.type.startsWith('image/') ? <LocalPreview file={file} /> : <IconFile size={24} aria-hidden />}
              <Text size="sm" truncate style={{ flex: 1 }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('chat.uploadModal.remove', { name: file.name })}
                onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Textarea
          label={t('chat.uploadModal.caption')}
          autosize
          minRows={1}
          maxRows={4}
          value={caption}
          onChange={(event) => setCaption(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('chat.cancel')}
          </Button>
          <Button onClick={() => send.mutate()} disabled={files.length === 0} loading={send.isPending}>
            {t('chat.uploadModal.submit', { count: files.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
