/**
 * Folder commands: the tree of an owner, create, rename and move within the owner (never into
 * itself or below itself), delete to the trash with everything in it, and restore. Each change
 * is one command with its audit record; structural changes of one owner take
 * its root's row lock, so concurrent moves cannot build a cycle between them.
 *
 * A portal user may make folders anywhere in their tree but change only their own
 * (folders.rules.ts).
 */
import { message } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { freeName } from './file-names.js';
import { folderScope, requireOwner, type Owner } from './files.scope.js';
import { ensureRoot } from './folders.defaults.js';
import { auditableFolder, presentFolder } from './folders.presenter.js';
import * as repo from './folders.repo.js';
import { mayChangeFolder } from './folders.rules.js';
import type { CreateFolderInput, FolderDto, TreeQuery, UpdateFolderInput } from './folders.schema.js';
import { assertRestorable } from './trash.rules.js';

export async function getTree(ctx: AppContext, actor: AuthUser, query: TreeQuery): Promise<FolderDto[]> {
  const owner = await requireOwner(ctx.db, actor, query.ownerType, query.ownerId);
  if (query.trash) return (await repo.listTrashed(ctx.db, owner)).map((row) => presentFolder(row, actor, row.fileCount));
  if (!(await repo.findRoot(ctx.db, owner))) await command(ctx, actor, (cmd) => ensureRoot(cmd, owner, actor.id));
  return (await repo.listTree(ctx.db, owner)).map((row) => presentFolder(row, actor, row.fileCount));
}

const ownerOf = (row: repo.FolderRow): Pick<Owner, 'type' | 'id'> => ({ type: row.ownerType, id: row.ownerId });

/** A live folder of the same owner as `of`, in the caller's scope; another owner's is refused. */
async function sameOwnerFolder(tx: Db, actor: AuthUser, id: string, of: Pick<Owner, 'type' | 'id'>): Promise<repo.FolderRow> {
  const folder = await repo.findFolder(tx, id, { scope: folderScope(actor), forUpdate: true });
  if (!folder) throw Errors.notFound('Folder');
  if (folder.ownerType !== of.type || folder.ownerId !== of.id) {
    throw Errors.unprocessable(message('files.moveWithinOwner'));
  }
  return folder;
}

function assertMayChange(actor: AuthUser, folder: repo.FolderRow): void {
  if (!mayChangeFolder(actor, folder)) throw Errors.forbidden();
}

function assertFreeName(taken: ReadonlySet<string>, name: string): void {
  if (taken.has(name.toLowerCase())) throw Errors.conflict(message('files.folderNameTaken', { name }));
}

/**
 * The folder in the caller's scope, locked after its owner's root: every structural change takes
 * the root lock first, so two commands on one tree always lock in the same order.
 */
async function lockedFolder(tx: Db, actor: AuthUser, id: string, state: 'live' | 'any'): Promise<repo.FolderRow> {
  const found = await repo.findFolder(tx, id, { scope: folderScope(actor), state });
  if (!found) throw Errors.notFound('Folder');
  await repo.findRoot(tx, ownerOf(found), { forUpdate: true });
  const folder = await repo.findFolder(tx, id, { scope: undefined, state, forUpdate: true });
  if (!folder) throw Errors.notFound('Folder');
  return folder;
}

export async function createFolder(ctx: AppContext, actor: AuthUser, input: CreateFolderInput): Promise<FolderDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const owner = await requireOwner(db, actor, input.ownerType, input.ownerId);
    const root = await ensureRoot(cmd, owner, actor.id);
    await repo.findRoot(db, owner, { forUpdate: true });
    const parent = input.parentId ? await sameOwnerFolder(db, actor, input.parentId, owner) : root;
    assertFreeName(await repo.siblingNames(db, parent.id), input.name);
    const [row] = await repo.insertFolders(db, [
      { ownerType: owner.type, ownerId: owner.id, parentId: parent.id, name: input.name, createdBy: actor.id },
    ]);
    if (!row) throw new Error('folder not inserted');
    await cmd.audit({ action: 'folder.created', entity: 'folder', entityId: row.id, after: auditableFolder(row) });
    return presentFolder(row, actor);
  });
}

export async function updateFolder(ctx: AppContext, actor: AuthUser, id: string, input: UpdateFolderInput): Promise<FolderDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const folder = await lockedFolder(db, actor, id, 'live');
    if (folder.parentId === null) throw Errors.conflict(message('files.rootFixed'));
    assertMayChange(actor, folder);
    let parentId = folder.parentId;
    if (input.parentId !== undefined && input.parentId !== folder.parentId) {
      const parent = await sameOwnerFolder(db, actor, input.parentId, ownerOf(folder));
      if (await repo.isAncestorOrSelf(db, folder.id, parent.id)) {
        throw Errors.unprocessable(message('files.folderIntoItself'));
      }
      parentId = parent.id;
    }
    const name = input.name ?? folder.name;
    assertFreeName(await repo.siblingNames(db, parentId, folder.id), name);
    const after = await repo.updateFolder(db, id, { name, parentId });
    await cmd.audit({
      action: 'folder.updated',
      entity: 'folder',
      entityId: id,
      before: auditableFolder(folder),
      after: auditableFolder(after),
    });
    return presentFolder(after, actor, await repo.countLiveFiles(db, id));
  });
}

export async function deleteFolder(ctx: AppContext, actor: AuthUser, id: string): Promise<FolderDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const folder = await lockedFolder(db, actor, id, 'live');
    if (folder.parentId === null) throw Errors.conflict(message('files.rootUndeletable'));
    assertMayChange(actor, folder);
    const at = new Date();
    const moved = await repo.trashSubtree(db, id, at);
    await cmd.audit({
      action: 'folder.deleted',
      entity: 'folder',
      entityId: id,
      before: auditableFolder(folder),
      after: moved,
    });
    return presentFolder({ ...folder, deletedAt: at }, actor, moved.files);
  });
}

/** Back where it was, or under the owner's root when its parent is in the trash too. */
export async function restoreFolder(ctx: AppContext, actor: AuthUser, id: string): Promise<FolderDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const folder = await lockedFolder(db, actor, id, 'any');
    if (!folder.deletedAt) throw Errors.conflict(message('files.folderNotInTrash'));
    assertMayChange(actor, folder);
    assertRestorable(folder.deletedAt, 'folder');
    const parent = folder.parentId ? await repo.findFolder(db, folder.parentId, { scope: undefined }) : undefined;
    const parentId = parent?.id ?? (await ensureRoot(cmd, ownerOf(folder), actor.id)).id;
    const name = freeName(folder.name, await repo.siblingNames(db, parentId, folder.id));
    const restored = await repo.restoreSubtree(db, id, folder.deletedAt);
    const after = await repo.updateFolder(db, id, { name, parentId });
    await cmd.audit({
      action: 'folder.restored',
      entity: 'folder',
      entityId: id,
      before: auditableFolder(folder),
      after: { ...auditableFolder(after), ...restored },
    });
    return presentFolder(after, actor, await repo.countLiveFiles(db, id));
  });
}
