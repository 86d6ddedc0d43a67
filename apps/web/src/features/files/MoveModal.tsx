/** The keyboard's way to move: pick the folder a file or folder goes to. */
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from './api';
import { folderPaths } from './folderPaths';

interface MoveModalProps {
  opened: boolean;
  name: string;
  folders: readonly Folder[];
  /** Folders it may not go to (where it already is; a folder's own subtree). */
  exclude: ReadonlySet<string>;
  loading: boolean;
  onMove: (folderId: string) => void;
  onClose: () => void;
}

export function MoveModal({ opened, name, onClose, ...props }: MoveModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('files.move.title', { name })} centered>
      {opened && <MoveForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function MoveForm({ folders, exclude, loading, onMove, onClose }: Omit<MoveModalProps, 'opened' | 'name'>) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const paths = folderPaths(folders, t('files.tree.root'));
  const options = folders
    .filter((folder) => !exclude.has(folder.id))
    .map((folder) => ({ value: folder.id, label: paths.get(folder.id) ?? folder.name }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (target) onMove(target);
      }}
    >
      <Stack>
        <Select
          label={t('files.move.to')}
          data={options}
          value={target}
          onChange={setTarget}
          searchable
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={loading} disabled={!target}>
            {t('files.actions.move')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
