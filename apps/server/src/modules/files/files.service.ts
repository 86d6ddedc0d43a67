import { message } from '@ledgerdesk/domain';
/**
 * File commands: a folder's list and an owner's trash, upload into a folder, rename and move
 * within the owner, delete to the trash and restore. A file is reached only through a folder in
 * the caller's scope; every write is one command with its audit record.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { freeName } from './file-names.js';
import { auditableFile, presentFile } from './files.presenter.js';
import * as repo from './files.repo.js';
import type { FileDto, FileListQuery, UpdateFileInput } from './files.schema.js';
import { folderScope, requireOwner } from './files.scope.js';
import { insertIntoFolder, storeStaged } from './files.store.js';
import { ensureRoot } from './folders.defaults.js';
import * as folderRepo from './folders.repo.js';
import { assertRestorable } from './trash.rules.js';
import { stageUpload, type UploadLimits } from './upload-staging.js';

export interface FilesSettings extends UploadLimits {
  /** Where uploads wait while they are checked; never the storage directory. */
  tempDir: string;
}

export async function listFiles(ctx: AppContext, actor: AuthUser, query: FileListQuery) {
  const filter = { q: query.q, category: query.type, sort: query.sort, skip: query.skip, limit: query.limit };
  let result: { rows: repo.FileView[]; total: number };
  if (query.trash && query.ownerType && query.ownerId) {
    result = await repo.listTrash(ctx.db, await requireOwner(ctx.db, actor, query.ownerType, query.ownerId), filter);
  } else {
    const folder = await folderRepo.findFolder(ctx.db, query.folderId ?? '', { scope: folderScope(actor) });
    if (!folder) throw Errors.notFound('Folder');
    result = await repo.listFolderFiles(ctx.db, folder.id, filter);
  }
  return { data: result.rows.map(presentFile), pagination: { skip: query.skip, limit: query.limit, total: result.total } };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /files: `folderId` first, then the `file` parts; they all land in that folder, or none does. */
export async function uploadFiles(ctx: AppContext, actor: AuthUser, request: FastifyRequest, settings: FilesSettings): Promise<FileDto[]> {
  const scope = folderScope(actor);
  const staged = await stageUpload(request, settings.tempDir, settings, async (fields) => {
    const folderId = fields.folderId ?? '';
    if (!UUID.test(folderId)) throw Errors.badRequest(message('files.folderIdFirst'));
    const folder = await folderRepo.findFolder(ctx.db, folderId, { scope });
    if (!folder) throw Errors.notFound('Folder');
    return folder;
  });
  try {
    return await storeStaged(ctx, actor, staged.files, async (cmd, stored) => {
      const folder = await folderRepo.findFolder(cmd.db, staged.accepted.id, { scope, forUpdate: true });
      if (!folder) throw Errors.notFound('Folder');
      const rows = await insertIntoFolder(cmd.db, folder.id, stored, { uploadedBy: actor.id, uploaderName: null, uploadRequestId: null });
      for (const row of rows) {
        await cmd.audit({ action: 'file.uploaded', entity: 'file', entityId: row.id, after: auditableFile(row) });
      }
      // Presented from the rows and the actor, without reading back inside the folder's lock.
      return rows.map((row) => presentFile({ ...row, uploaderFirstName: actor.firstName, uploaderLastName: actor.lastName }));
    });
  } finally {
    await staged.discard();
  }
}

export async function updateFile(ctx: AppContext, actor: AuthUser, id: string, input: UpdateFileInput): Promise<FileDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const scope = folderScope(actor);
    const file = await repo.findFile(db, id, { scope, state: 'live', forUpdate: true });
    if (!file) throw Errors.notFound('File');
    const target = await folderRepo.findFolder(db, input.folderId ?? file.folderId, { scope, forUpdate: true });
    if (!target) throw Errors.notFound('Folder');
    if (target.ownerType !== file.ownerType || target.ownerId !== file.ownerId) {
      throw Errors.unprocessable(message('files.moveWithinOwner'));
    }
    const wanted = input.name ?? file.name;
    const taken = await repo.takenNames(db, target.id, [wanted], file.id);
    // A rename says exactly which name; a move alone keeps the name if it can, numbered if not.
    if (input.name !== undefined && taken.has(wanted.toLowerCase()))
      throw Errors.conflict(message('files.fileNameTaken', { name: wanted }));
    const after = await repo.updateFile(db, id, { name: freeName(wanted, taken), folderId: target.id });
    await cmd.audit({
      action: 'file.updated',
      entity: 'file',
      entityId: id,
      before: auditableFile(file),
      after: auditableFile(after),
    });
    return mustPresent(db, id);
  });
}

export async function deleteFile(ctx: AppContext, actor: AuthUser, id: string): Promise<FileDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const file = await repo.findFile(db, id, { scope: folderScope(actor), state: 'live', forUpdate: true });
    if (!file) throw Errors.notFound('File');
    await repo.updateFile(db, id, { deletedAt: new Date() });
    await cmd.audit({ action: 'file.deleted', entity: 'file', entityId: id, before: auditableFile(file) });
    return mustPresent(db, id);
  });
}

/** Into its folder, or into the owner's root folder when that folder is in the trash. */
export async function restoreFile(ctx: AppContext, actor: AuthUser, id: string): Promise<FileDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const file = await repo.findFile(db, id, { scope: folderScope(actor), state: 'trashed', forUpdate: true });
    if (!file?.deletedAt) {
      const live = await repo.findFile(db, id, { scope: folderScope(actor), state: 'live' });
      if (live) throw Errors.conflict(message('files.fileNotInTrash'));
      throw Errors.notFound('File');
    }
    assertRestorable(file.deletedAt, 'file');
    const owner = { type: file.ownerType, id: file.ownerId };
    const folderId = file.folderDeletedAt ? (await ensureRoot(cmd, owner, actor.id)).id : file.folderId;
    await folderRepo.findFolder(db, folderId, { scope: undefined, forUpdate: true });
    const name = freeName(file.name, await repo.takenNames(db, folderId, [file.name], file.id));
    const after = await repo.updateFile(db, id, { name, folderId, deletedAt: null });
    await cmd.audit({
      action: 'file.restored',
      entity: 'file',
      entityId: id,
      before: auditableFile(file),
      after: auditableFile(after),
    });
    return mustPresent(db, id);
  });
}

async function mustPresent(db: Db, id: string): Promise<FileDto> {
  const view = await repo.findFileView(db, id);
  if (!view) throw Errors.notFound('File');
  return presentFile(view);
}
