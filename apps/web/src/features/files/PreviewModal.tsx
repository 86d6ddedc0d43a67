/**
 * Images and PDFs shown in the page. The bytes come with the bearer token as a blob; the server
 * refuses any other type (HTML and SVG could run script), and so does this check.
 */
import { Button, Center, Group, Image, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/notify';
import { previewPath, type FileItem } from './api';
import { fetchBlob } from './transfer';

const SAFE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

/** Whether a file of this detected type opens in the page rather than downloading. */
export const canPreview = (mimeType: string) => SAFE_TYPES.test(mimeType);

/** What a preview needs of a file, so a link to one (a bank line's attachment) can open it too. */
type Previewed = Pick<FileItem, 'id' | 'name'>;

interface PreviewModalProps<F extends Previewed> {
  file: F | null;
  onClose: () => void;
  onDownload: (file: F) => void;
}

export function PreviewModal<F extends Previewed>({ file, onClose, onDownload }: PreviewModalProps<F>) {
  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.name} size="xl" centered>
      {file && <PreviewBody file={file} onDownload={onDownload} />}
    </Modal>
  );
}

function PreviewBody<F extends Previewed>({ file, onDownload }: { file: F; onDownload: (file: F) => void }) {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ['files', 'preview', file.id],
    queryFn: ({ signal }) => fetchBlob(previewPath(file.id), signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const safe = blob.data && canPreview(blob.data.type) ? blob.data : undefined;
  const url = useMemo(() => (safe ? URL.createObjectURL(safe) : undefined), [safe]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  let content;
  if (blob.isPending) content = <Loader aria-label={t('common.loading')} />;
  else if (blob.isError || !url)
    content = <span role="alert">{blob.isError ? errorMessage(blob.error) : t('files.preview.unsupported')}</span>;
  else if (safe?.type === 'application/pdf')
    content = <iframe src={url} title={file.name} style={{ width: '100%', height: '70vh', border: 0 }} />;
  else content = <Image src={url} alt={file.name} fit="contain" mah="70vh" />;
  return (
    <Stack>
      <Center mih={200}>{content}</Center>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDownload(file)}>
          {t('files.actions.download')}
        </Button>
      </Group>
    </Stack>
  );
}
