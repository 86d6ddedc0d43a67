/** One line per file being uploaded: its name, size, a progress bar, and why it failed. */
import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './fileFormat';
import type { UploadItem } from './useUploads';

export function UploadProgressList({ items }: { items: readonly UploadItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('files.upload.progressList')} role="list">
      {items.map((item) => (
        <Stack key={item.key} gap={4} role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" miw={0}>
              {item.status === 'done' && (
                <ThemeIcon size="xs" color="teal" radius="xl" aria-hidden>
                  <IconCheck size={10} />
                </ThemeIcon>
              )}
              {item.status === 'failed' && (
                <ThemeIcon size="xs" color="red" radius="xl" aria-hidden>
                  <IconAlertTriangle size={10} />
                </ThemeIcon>
              )}
              <Text size="sm" truncate>
                {item.name}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {item.status === 'failed' ? t('files.upload.failed') : `${formatBytes(item.size)} · ${Math.round(item.progress * 100)}%`}
            </Text>
          </Group>
          <Progress
            value={item.progress * 100}
            color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : undefined}
            size="sm"
            aria-label={t('files.upload.progressOf', { name: item.name })}
            animated={item.status === 'sending'}
          />
          {item.error && (
            <Text size="xs" c="red">
              {item.error}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
