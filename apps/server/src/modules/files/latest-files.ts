/** The newest live files a user can reach, for the dashboard's latest list. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { businesses } from '../businesses/businesses.tables.js';
import { clients, users } from '../users/users.tables.js';
import { folderScope, type OwnerType } from './files.scope.js';
import { files, folders } from './files.tables.js';

export interface LatestFileDto {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  folderId: string;
  ownerType: OwnerType;
  ownerId: string;
  ownerName: string;
  /** The staff member's or portal user's name, or what an upload-link sender typed. */
  uploaderName: string;
  createdAt: string;
}

export async function latestFiles(db: Db, user: AuthUser, limit: number): Promise<LatestFileDto[]> {
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      mimeType: files.mimeType,
      folderId: files.folderId,
      ownerType: folders.ownerType,
      ownerId: folders.ownerId,
      ownerName: sql<string>`coalesce(${businesses.name}, ${clients.name}, '')`,
      uploaderName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${files.uploaderName}, '')`,
      createdAt: files.createdAt,
    })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .leftJoin(businesses, and(eq(folders.ownerType, 'business'), eq(businesses.id, folders.ownerId)))
    .leftJoin(clients, and(eq(folders.ownerType, 'client'), eq(clients.id, folders.ownerId)))
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(and(isNull(files.deletedAt), isNull(folders.deletedAt), folderScope(user)))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
