/** Drop (or pick) many files at once; each uploads on its own with its own progress bar. */
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgressList } from './UploadProgressList';
import type { UploadItem } from './useUploads';

interface FileDropzoneProps {
  onDrop: (files: File[]) => void;
  items: readonly UploadItem[];
  disabled?: boolean;
  /** The limits, under the invitation to drop. */
  hint?: ReactNode;
}

export function FileDropzone({ onDrop, items, disabled = false, hint }: FileDropzoneProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Dropzone onDrop={onDrop} multiple disabled={disabled} aria-label={t('files.upload.dropzone')} p="md">
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
          <IconUpload size={28} stroke={1.5} aria-hidden />
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {t('files.upload.drop')}
            </Text>
            {hint && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </Stack>
        </Group>
      </Dropzone>
      <UploadProgressList items={items} />
    </Stack>
  );
}
