/**
 * Query hooks of the file manager. Every key starts with 'files', so any change (upload, move,
 * rename, delete, restore) refetches the tree, its counts and the lists in one go.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import {
  createFolder,
  deleteFile,
  deleteFolder,
  fetchFiles,
  fetchTree,
  restoreFile,
  restoreFolder,
  updateFile,
  updateFolder,
  type FileQuery,
  type Owner,
} from './api';

export const fileKeys = {
  all: ['files'] as const,
  tree: (owner: Owner, trash: boolean) => ['files', 'tree', owner.type, owner.id, trash] as const,
  list: (query: FileQuery) => ['files', 'list', query] as const,
};

export function useTree(owner: Owner | undefined, trash = false) {
  return useQuery({
    queryKey: owner ? fileKeys.tree(owner, trash) : ['files', 'tree', 'none'],
    queryFn: ({ signal }) => (owner ? fetchTree(owner, trash, signal) : Promise.resolve([])),
    enabled: owner !== undefined,
  });
}

export function useFileList(query: FileQuery | undefined) {
  return useQuery({
    queryKey: query ? fileKeys.list(query) : ['files', 'list', 'none'],
    queryFn: ({ signal }) => (query ? fetchFiles(query, signal) : Promise.resolve(undefined)),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRefreshFiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fileKeys.all });
}

/** A file-manager write: a toast either way, then everything refetches. */
function useFileAction<V>(run: (vars: V) => Promise<unknown>, successKey: ParseKeys) {
  const { t } = useTranslation();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      showSuccess(t(successKey));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

export const useCreateFolder = () =>
  useFileAction(
    (v: { owner: Owner; parentId: string | undefined; name: string }) => createFolder(v.owner, v.parentId, v.name),
    'files.toast.folderCreated',
  );
export const useRenameFolder = () =>
  useFileAction((v: { id: string; name: string }) => updateFolder(v.id, { name: v.name }), 'files.toast.renamed');
export const useMoveFolder = () =>
  useFileAction((v: { id: string; parentId: string }) => updateFolder(v.id, { parentId: v.parentId }), 'files.toast.moved');
export const useDeleteFolder = () => useFileAction((id: string) => deleteFolder(id), 'files.toast.trashed');
export const useRestoreFolder = () => useFileAction((id: string) => restoreFolder(id), 'files.toast.restored');
export const useRenameFile = () =>
  useFileAction((v: { id: string; name: string }) => updateFile(v.id, { name: v.name }), 'files.toast.renamed');
export const useMoveFile = () =>
  useFileAction((v: { id: string; folderId: string }) => updateFile(v.id, { folderId: v.folderId }), 'files.toast.moved');
export const useDeleteFile = () => useFileAction((id: string) => deleteFile(id), 'files.toast.trashed');
export const useRestoreFile = () => useFileAction((id: string) => restoreFile(id), 'files.toast.restored');
