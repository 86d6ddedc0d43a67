/**
 * Folders in the trash, each with what was deleted with it and the day it goes for good; restore
 * on those the user may change.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import type { Owner } from './api';
import { useRestoreFolder, useTree } from './queries';

export function TrashFolders({ owner }: { owner: Owner }) {
  const { t } = useTranslation();
  const trashed = useTree(owner, true);
  const restore = useRestoreFolder();
  if (!trashed.data || trashed.data.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('files.trash.folders')} role="list">
      {trashed.data.map((folder) => (
        <Paper key={folder.id} withBorder p="xs" role="listitem">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconFolder size={16} aria-hidden />
              <Text size="sm" fw={500} truncate>
                {folder.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('files.trash.folderFiles', { count: folder.fileCount })}
                {folder.purgeAt && ` · ${t('files.trash.purgeAt', { date: formatDateTime(folder.purgeAt) })}`}
              </Text>
            </Group>
            {folder.editable && (
              <Button
                size="xs"
                variant="light"
                loading={restore.isPending && restore.variables === folder.id}
                onClick={() => restore.mutate(folder.id)}
                aria-label={t('files.actions.restoreNamed', { name: folder.name })}
              >
                {t('files.actions.restore')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
