/**
 * One owner's files: the folder tree on the left; on the right the open folder's files with
 * search, type filter, sort, uploads by drag and drop, or the trash with restore.
 */
import { can } from '@ledgerdesk/domain';
import { Button, Card, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { saveBlob } from '../../ui/download';
import { SearchInput } from '../../ui/SearchInput';
import { TablePagination, type TablePaginationProps } from '../../ui/TablePagination';
import { downloadPath, FILE_SORTS, FILE_TYPES, type FileItem, type FileSort, type FileType, type Owner } from './api';
import { FileDialogs } from './FileDialogs';
import { FileDropzone } from './FileDropzone';
import { FileTable, type FileAction } from './FileTable';
import { subtree } from './folderPaths';
import { FolderTree, type FolderAction } from './FolderTree';
import { useFileList, useMoveFile, useMoveFolder, useRefreshFiles, useRestoreFile, useTree } from './queries';
import { fetchBlob, sendWithProgress } from './transfer';
import { TrashFolders } from './TrashFolders';
import { useDragMove, type DragItem } from './useDragMove';
import { useFileDialogs } from './useFileDialogs';
import { useUploads } from './useUploads';
import { useAuthState } from '../auth/session';

export interface WorkspaceState {
  folderId?: string | undefined;
  q: string;
  type?: FileType | undefined;
  sort: FileSort;
  page: number;
  limit: number;
  trash: boolean;
}

/** A change of what is shown (folder, trash, search, type, sort): the list goes back to page 1. */
export type WorkspaceChange = Partial<Omit<WorkspaceState, 'page' | 'limit'>>;

interface FileWorkspaceProps {
  owner: Owner;
  state: WorkspaceState;
  onChange: (patch: WorkspaceChange) => void;
  /** The paging footer's props for this many files (useListSearch's `pagination`). */
  pagination: (total: number, disabled: boolean) => TablePaginationProps;
}

export function FileWorkspace({ owner, state, onChange, pagination }: FileWorkspaceProps) {
  const { t } = useTranslation();
  const tree = useTree(owner);
  const folders = tree.data ?? [];
  const folder = folders.find((f) => f.id === state.folderId) ?? folders.find((f) => f.isRoot);
  const files = useFileList(
    state.trash
      ? {
          owner,
          trash: true,
          q: state.q || undefined,
          type: state.type,
          sort: state.sort,
          skip: (state.page - 1) * state.limit,
          limit: state.limit,
        }
      : folder && {
          folderId: folder.id,
          q: state.q || undefined,
          type: state.type,
          sort: state.sort,
          skip: (state.page - 1) * state.limit,
          limit: state.limit,
        },
  );
  const dialogs = useFileDialogs();
  const moveFile = useMoveFile();
  const moveFolder = useMoveFolder();
  const restoreFile = useRestoreFile();
  const refresh = useRefreshFiles();
  const uploads = useUploads();
  // The web hides what the server would refuse: portal users cannot send upload links.
  const canRequest = can(useAuthState().roleId, 'files:requests');

  const canDrop = (item: DragItem, target: string) =>
    item.kind === 'file'
      ? files.data?.data.find((f) => f.id === item.id)?.folderId !== target
      : !subtree(folders, item.id).has(target) && folders.find((f) => f.id === item.id)?.parentId !== target;
  const drag = useDragMove(
    (item, target) =>
      item.kind === 'file' ? moveFile.mutate({ id: item.id, folderId: target }) : moveFolder.mutate({ id: item.id, parentId: target }),
    canDrop,
  );

  const download = (file: FileItem) => {
    fetchBlob(downloadPath(file.id)).then((blob) => saveBlob(blob, file.name), showError);
  };
  const onFileAction = (action: FileAction, file: FileItem) => {
    if (action === 'open') return file.previewable ? dialogs.open({ kind: 'preview', file }) : download(file);
    if (action === 'download') return download(file);
    if (action === 'rename') return dialogs.open({ kind: 'renameFile', file });
    if (action === 'move') return dialogs.open({ kind: 'moveFile', file });
    if (action === 'delete') return dialogs.open({ kind: 'deleteFile', file });
    if (action === 'restore') return restoreFile.mutate(file.id);
  };
  const onFolderAction = (action: FolderAction, target: (typeof folders)[number]) => {
    if (action === 'newFolder') dialogs.open({ kind: 'newFolder', parent: target });
    if (action === 'rename') dialogs.open({ kind: 'renameFolder', folder: target });
    if (action === 'delete') dialogs.open({ kind: 'deleteFolder', folder: target });
    if (action === 'requestUpload') dialogs.open({ kind: 'requestUpload', folder: target });
  };
  const upload = async (dropped: File[]) => {
    if (!folder) return;
    uploads.clearFinished();
    await uploads.upload(dropped, async (file, onProgress) => {
      const form = new FormData();
      form.append('folderId', folder.id);
      form.append('file', file);
      await sendWithProgress('/api/v1/files', form, { onProgress });
    });
    await refresh();
  };

  const folderTitle = folder?.isRoot ? t('files.tree.root') : folder?.name;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Card withBorder padding="sm">
          <Stack gap="xs">
            {tree.isPending ? (
              <Text c="dimmed" size="sm">
                {t('common.loading')}
              </Text>
            ) : null}
            <FolderTree
              folders={folders}
              selectedId={state.trash ? undefined : folder?.id}
              onSelect={(f) => onChange({ folderId: f.id, trash: false })}
              onAction={onFolderAction}
              drag={drag}
              canRequestUpload={owner.type === 'business' && canRequest}
            />
            <Button
              variant={state.trash ? 'light' : 'subtle'}
              color="gray"
              justify="flex-start"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange({ trash: true })}
              aria-pressed={state.trash}
            >
              {t('files.trash.open')}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Card withBorder padding="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} fz="h4">
                {state.trash ? t('files.trash.title') : folderTitle}
              </Title>
              {!state.trash && folder && (
                <Button
                  variant="light"
                  leftSection={<IconFolderPlus size={16} />}
                  onClick={() => dialogs.open({ kind: 'newFolder', parent: folder })}
                >
                  {t('files.actions.newFolder')}
                </Button>
              )}
            </Group>
            {state.trash && (
              <Text size="sm" c="dimmed">
                {t('files.trash.hint')}
              </Text>
            )}
            <Group gap="sm" wrap="nowrap">
              <SearchInput
                value={state.q}
                onSearch={(q) => onChange({ q })}
                placeholder={t('files.search')}
                aria-label={t('files.search')}
                w={280}
              />
              <Select
                aria-label={t('files.typeFilter')}
                placeholder={t('files.allTypes')}
                data={FILE_TYPES.map((type) => ({ value: type, label: t(`files.types.${type}`) }))}
                value={state.type ?? null}
                onChange={(type) => onChange({ type: type ?? undefined })}
                clearable
                w={200}
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
            {state.trash ? (
              <TrashFolders owner={owner} />
            ) : (
              <FileDropzone onDrop={(dropped) => void upload(dropped)} items={uploads.items} disabled={!folder} />
            )}
            <FileTable
              files={files.data?.data}
              loading={files.isFetching}
              trash={state.trash}
              sort={state.sort}
              onSortChange={(sort) => onChange({ sort: FILE_SORTS.find((known) => known === sort) ?? 'name' })}
              onAction={onFileAction}
              drag={drag}
            />
            <TablePagination {...pagination(files.data?.pagination.total ?? 0, false)} />
          </Stack>
        </Card>
      </Grid.Col>
      <FileDialogs owner={owner} folders={folders} dialogs={dialogs} onDownload={download} />
    </Grid>
  );
}
