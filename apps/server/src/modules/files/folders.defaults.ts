/**
 * Every owner's tree hangs from one root folder, which cannot be renamed, moved or deleted: it is
 * where uploads land when their folder went to the trash. A business starts with the practice's
 * default folders under it, created with the business (createBusiness) or, for a business made
 * before files existed, when its tree is first listed. A client's tree starts as the bare root,
 * created when it is first listed; the root's existence is the marker, so defaults that a user
 * later deletes never come back.
 */
import type { Db } from '../../platform/db/client.js';
import type { AuditRecord, Command } from '../../platform/db/command.js';
import { lockOwner, type Owner } from './files.scope.js';
import * as repo from './folders.repo.js';

export const ROOT_FOLDER_NAME = 'All files';
export const DEFAULT_BUSINESS_FOLDERS = ['Bank statements', 'Receipts and invoices', 'Reports', 'Tax and BAS', 'Correspondence'] as const;

/** Inserts the owner's root and its default folders; answers the root and the audit record of the new tree. */
async function insertTree(
  db: Db,
  owner: Pick<Owner, 'type' | 'id'>,
  actorId: string | null,
): Promise<{ root: repo.FolderRow; record: AuditRecord }> {
  const [root] = await repo.insertFolders(db, [
    { ownerType: owner.type, ownerId: owner.id, parentId: null, name: ROOT_FOLDER_NAME, createdBy: actorId },
  ]);
  if (!root) throw new Error('root folder not inserted');
  const children = owner.type === 'business' ? DEFAULT_BUSINESS_FOLDERS : [];
  await repo.insertFolders(
    db,
    // The practice's, whoever's first look created them: no one's own to rename or delete as a portal user (folders.service.ts).
    children.map((name) => ({ ownerType: owner.type, ownerId: owner.id, parentId: root.id, name, createdBy: null })),
  );
  const record = { action: 'folders.tree_created', entity: owner.type, entityId: owner.id, after: { root: root.id, folders: children } };
  return { root, record };
}

/** The default tree of a new business, a step of the command that creates it. */
export async function createBusinessFolders(cmd: Command, businessId: string, actorId: string): Promise<void> {
  const { record } = await insertTree(cmd.db, { type: 'business', id: businessId }, actorId);
  await cmd.audit({ ...record, actorId });
}

/** The owner's root, creating the tree first, as a step of `cmd`, if the owner has none. */
export async function ensureRoot(cmd: Command, owner: Pick<Owner, 'type' | 'id'>, actorId: string | null): Promise<repo.FolderRow> {
  const existing = await repo.findRoot(cmd.db, owner);
  if (existing) return existing;
  await lockOwner(cmd.db, owner);
  const raced = await repo.findRoot(cmd.db, owner);
  if (raced) return raced;
  const { root, record } = await insertTree(cmd.db, owner, actorId);
  await cmd.audit(record);
  return root;
}
