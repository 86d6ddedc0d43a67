/** A message's files: images previewed inline, every file downloadable by name. */
import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { saveBlob } from '../../ui/download';
import { fetchDownload, fetchPreview, type Attachment } from './api';
import { formatBytes } from '../files/fileFormat';

function ImagePreview({ attachment }: { attachment: Attachment }) {
  const preview = useQuery({
    queryKey: ['chat', 'preview', attachment.fileId],
    queryFn: ({ signal }) => fetchPreview(attachment.fileId, signal),
    staleTime: Infinity,
    meta: { silent: true },
  });
  const url = useMemo(() => (preview.data ? URL.createObjectURL(preview.data) : null), [preview.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return null;
  return <Image src={url} alt={attachment.name} mah={200} maw={320} w="auto" fit="contain" radius="sm" />;
}

export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  const download = (attachment: Attachment) =>
    fetchDownload(attachment.fileId).then(
      (blob) => saveBlob(blob, attachment.name),
      (error: unknown) => showError(error),
    );
  return (
    <Stack gap={6} mt={4}>
      {attachments.map((attachment) => (
        <Paper key={attachment.fileId} withBorder p={6} radius="sm" maw={360}>
          {attachment.mimeType.startsWith('image/') && <ImagePreview attachment={attachment} />}
          <Group gap={6} wrap="nowrap">
            <IconFile size={16} aria-hidden />
            <Anchor
              component="button"
              type="button"
              size="sm"
              truncate
              onClick={() => void download(attachment)}
              aria-label={t('chat.download', { name: attachment.name })}
            >
              {attachment.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatBytes(attachment.size)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
