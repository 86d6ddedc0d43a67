/**
 * Which dialog of the file manager is open and on what. One state, so opening one closes any other.
 */
import { useState } from 'react';
import type { CreatedUploadRequest, FileItem, Folder } from './api';

export type Dialog =
  | { kind: 'newFolder'; parent: Folder }
  | { kind: 'renameFolder'; folder: Folder }
  | { kind: 'deleteFolder'; folder: Folder }
  | { kind: 'renameFile'; file: FileItem }
  | { kind: 'moveFile'; file: FileItem }
  | { kind: 'deleteFile'; file: FileItem }
  | { kind: 'preview'; file: FileItem }
  | { kind: 'requestUpload'; folder: Folder }
  | { kind: 'magicLink'; created: CreatedUploadRequest };

export function useFileDialogs() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  /** The dialog's subject when `kind` is open, else undefined. */
  function of<K extends Dialog['kind']>(kind: K): Extract<Dialog, { kind: K }> | undefined {
    return dialog?.kind === kind ? (dialog as Extract<Dialog, { kind: K }>) : undefined;
  }
  return { open: setDialog, close, of };
}
