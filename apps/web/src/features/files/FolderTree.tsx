/**
 * The folder tree of one owner. A folder opens on click or Enter; its menu (also reachable by
 * keyboard) holds the folder actions; files and folders dragged onto a folder move there.
 * Rename, delete and dragging away are offered only on folders the server calls editable (not
 * the root, nor a portal user's practice folders).
 */
import { ActionIcon, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDots, IconFolder, IconFolderOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from './api';
import classes from './FileManager.module.css';
import type { useDragMove } from './useDragMove';

export type FolderAction = 'newFolder' | 'rename' | 'delete' | 'requestUpload';

interface FolderTreeProps {
  folders: readonly Folder[];
  selectedId: string | undefined;
  onSelect: (folder: Folder) => void;
  onAction: (action: FolderAction, folder: Folder) => void;
  drag: ReturnType<typeof useDragMove>;
  /** Upload links are for business folders only. */
  canRequestUpload: boolean;
}

export function FolderTree(props: FolderTreeProps) {
  const { t } = useTranslation();
  const roots = props.folders.filter((folder) => folder.parentId === null);
  return (
    <Box component="nav" aria-label={t('files.tree.label')}>
      {roots.map((root) => (
        <FolderNode key={root.id} folder={root} depth={0} {...props} />
      ))}
    </Box>
  );
}

function FolderNode({ folder, depth, ...props }: FolderTreeProps & { folder: Folder; depth: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const children = props.folders.filter((child) => child.parentId === folder.id);
  const selected = props.selectedId === folder.id;
  const name = folder.isRoot ? t('files.tree.root') : folder.name;
  const dragSource = folder.editable ? props.drag.sourceProps({ kind: 'folder', id: folder.id, name: folder.name }) : {};
  return (
    <>
      <div
        className={classes.node}
        data-selected={selected || undefined}
        style={{ paddingLeft: depth * 16 }}
        {...dragSource}
        {...props.drag.targetProps(folder.id)}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={() => setOpen((v) => !v)}
          aria-label={t(open ? 'files.tree.collapse' : 'files.tree.expand', { name })}
          style={{ visibility: children.length > 0 ? 'visible' : 'hidden' }}
        >
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
        <UnstyledButton className={classes.label} onClick={() => props.onSelect(folder)} aria-current={selected || undefined}>
          {selected ? <IconFolderOpen size={16} aria-hidden /> : <IconFolder size={16} aria-hidden />}
          <Text size="sm" truncate component="span">
            {name}
          </Text>
          <Text size="xs" c="dimmed" component="span" ml="auto" aria-hidden>
            {folder.fileCount || ''}
          </Text>
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('files.tree.actions', { name })}>
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => props.onAction('newFolder', folder)}>{t('files.actions.newFolder')}</Menu.Item>
            {props.canRequestUpload && (
              <Menu.Item onClick={() => props.onAction('requestUpload', folder)}>{t('files.actions.requestUpload')}</Menu.Item>
            )}
            {folder.editable && <Menu.Item onClick={() => props.onAction('rename', folder)}>{t('files.actions.rename')}</Menu.Item>}
            {folder.editable && (
              <Menu.Item color="red" onClick={() => props.onAction('delete', folder)}>
                {t('files.actions.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </div>
      {open && children.map((child) => <FolderNode key={child.id} folder={child} depth={depth + 1} {...props} />)}
    </>
  );
}
