/** The shape a folder leaves the server in, for the user who asked. */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { FolderRow } from './folders.repo.js';
import { mayChangeFolder } from './folders.rules.js';
import type { FolderDto } from './folders.schema.js';
import { purgeAt } from './trash.rules.js';

export const presentFolder = (row: FolderRow, actor: AuthUser, fileCount = 0): FolderDto => ({
  id: row.id,
  ownerType: row.ownerType,
  ownerId: row.ownerId,
  parentId: row.parentId,
  name: row.name,
  isRoot: row.parentId === null,
  editable: row.parentId !== null && mayChangeFolder(actor, row),
  fileCount,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  purgeAt: row.deletedAt ? purgeAt(row.deletedAt).toISOString() : null,
});

/** What the audit log keeps of a folder. */
export const auditableFolder = (row: FolderRow) => ({
  ownerType: row.ownerType,
  ownerId: row.ownerId,
  parentId: row.parentId,
  name: row.name,
});
