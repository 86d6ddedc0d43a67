/** The file manager's dialogs: name, move, delete, preview, upload request and its magic link. */
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal';
import type { FileItem, Folder, Owner } from './api';
import { MagicLinkModal } from './MagicLinkModal';
import { MoveModal } from './MoveModal';
import { NameModal } from './NameModal';
import { PreviewModal } from './PreviewModal';
import { useCreateFolder, useDeleteFile, useDeleteFolder, useMoveFile, useRenameFile, useRenameFolder } from './queries';
import type { useFileDialogs } from './useFileDialogs';
import { UploadRequestModal } from './UploadRequestModal';

interface FileDialogsProps {
  owner: Owner;
  folders: readonly Folder[];
  dialogs: ReturnType<typeof useFileDialogs>;
  onDownload: (file: FileItem) => void;
}

export function FileDialogs({ owner, folders, dialogs, onDownload }: FileDialogsProps) {
  const { t } = useTranslation();
  const createFolder = useCreateFolder();
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();
  const renameFile = useRenameFile();
  const moveFile = useMoveFile();
  const deleteFile = useDeleteFile();
  const done = { onSuccess: dialogs.close };

  const newFolder = dialogs.of('newFolder');
  const folderToRename = dialogs.of('renameFolder');
  const folderToDelete = dialogs.of('deleteFolder');
  const fileToRename = dialogs.of('renameFile');
  const fileToMove = dialogs.of('moveFile');
  const fileToDelete = dialogs.of('deleteFile');
  const request = dialogs.of('requestUpload');
  return (
    <>
      <NameModal
        opened={newFolder !== undefined}
        title={t('files.actions.newFolderIn', { name: newFolder?.parent.isRoot ? t('files.tree.root') : (newFolder?.parent.name ?? '') })}
        initial=""
        submitLabel={t('files.actions.create')}
        loading={createFolder.isPending}
        onSubmit={(name) => newFolder && createFolder.mutate({ owner, parentId: newFolder.parent.id, name }, done)}
        onClose={dialogs.close}
      />
      <NameModal
        opened={folderToRename !== undefined || fileToRename !== undefined}
        title={t('files.actions.rename')}
        initial={folderToRename?.folder.name ?? fileToRename?.file.name ?? ''}
        submitLabel={t('files.actions.save')}
        loading={renameFolder.isPending || renameFile.isPending}
        onSubmit={(name) => {
          if (folderToRename) renameFolder.mutate({ id: folderToRename.folder.id, name }, done);
          if (fileToRename) renameFile.mutate({ id: fileToRename.file.id, name }, done);
        }}
        onClose={dialogs.close}
      />
      <MoveModal
        opened={fileToMove !== undefined}
        name={fileToMove?.file.name ?? ''}
        folders={folders}
        exclude={new Set(fileToMove ? [fileToMove.file.folderId] : [])}
        loading={moveFile.isPending}
        onMove={(folderId) => fileToMove && moveFile.mutate({ id: fileToMove.file.id, folderId }, done)}
        onClose={dialogs.close}
      />
      <ConfirmModal
        opened={folderToDelete !== undefined || fileToDelete !== undefined}
        title={t('files.delete.title', { name: folderToDelete?.folder.name ?? fileToDelete?.file.name ?? '' })}
        confirmLabel={t('files.delete.confirm')}
        color="red"
        loading={deleteFolder.isPending || deleteFile.isPending}
        onConfirm={() => {
          if (folderToDelete) deleteFolder.mutate(folderToDelete.folder.id, done);
          if (fileToDelete) deleteFile.mutate(fileToDelete.file.id, done);
        }}
        onClose={dialogs.close}
      >
        {t(folderToDelete ? 'files.delete.folderText' : 'files.delete.fileText')}
      </ConfirmModal>
      <PreviewModal file={dialogs.of('preview')?.file ?? null} onClose={dialogs.close} onDownload={onDownload} />
      <UploadRequestModal
        target={
          request && owner.type === 'business'
            ? {
                businessId: owner.id,
                folderId: request.folder.id,
                folderName: request.folder.isRoot ? t('files.tree.root') : request.folder.name,
              }
            : null
        }
        onClose={dialogs.close}
        onCreated={(created) => dialogs.open({ kind: 'magicLink', created })}
      />
      <MagicLinkModal created={dialogs.of('magicLink')?.created ?? null} onClose={dialogs.close} />
    </>
  );
}
