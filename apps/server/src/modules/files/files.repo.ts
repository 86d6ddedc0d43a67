/** All SQL on files: lists (a folder's, an owner's trash), lookups through the folder scope, writes. */
import type { FileCategory, FileSort } from '@ledgerdesk/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/users.tables.js';
import { CATEGORY_TYPES } from './content-type.js';
import { namePrefix } from './file-names.js';
import type { Owner } from './files.scope.js';
import { files, folders } from './files.tables.js';

export type FileRow = typeof files.$inferSelect;
export type FileView = FileRow & { uploaderFirstName: string | null; uploaderLastName: string | null };
export type ScopedFile = FileRow & { ownerType: Owner['type']; ownerId: string; folderDeletedAt: Date | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const viewColumns = { ...tableColumns(), uploaderFirstName: users.firstName, uploaderLastName: users.lastName };

function tableColumns() {
  const { id, folderId, name, size, mimeType, checksum, storageKey, uploadedBy, uploaderName, uploadRequestId, createdAt, deletedAt } =
    files;
  return { id, folderId, name, size, mimeType, checksum, storageKey, uploadedBy, uploaderName, uploadRequestId, createdAt, deletedAt };
}

function categoryCondition(category: FileCategory | undefined): SQL | undefined {
  if (!category) return undefined;
  if (category === 'other') return notInArray(files.mimeType, Object.values(CATEGORY_TYPES).flat());
  return inArray(files.mimeType, [...CATEGORY_TYPES[category]]);
}

function order(sort: FileSort): SQL[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const column = key === 'name' ? sql`lower(${files.name})` : key === 'size' ? sql`${files.size}` : sql`${files.createdAt}`;
  return [descending ? sql`${column} desc` : sql`${column} asc`, descending ? desc(files.id) : asc(files.id)];
}

export interface ListFilter {
  q?: string | undefined;
  category?: FileCategory | undefined;
  sort: FileSort;
  skip: number;
  limit: number;
}

async function page(db: Db, where: SQL | undefined, filter: ListFilter): Promise<{ rows: FileView[]; total: number }> {
  const conditions = and(
    where,
    filter.q ? sql`lower(${files.name}) like ${`%${escapeLike(filter.q.toLowerCase())}%`}` : undefined,
    categoryCondition(filter.category),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(viewColumns)
      .from(files)
      .innerJoin(folders, eq(folders.id, files.folderId))
      .leftJoin(users, eq(users.id, files.uploadedBy))
      .where(conditions)
      .orderBy(...order(filter.sort))
      .offset(filter.skip)
      .limit(filter.limit),
    db.select({ n: count() }).from(files).innerJoin(folders, eq(folders.id, files.folderId)).where(conditions),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const listFolderFiles = (db: Db, folderId: string, filter: ListFilter) =>
  page(db, and(eq(files.folderId, folderId), isNull(files.deletedAt)), filter);

/** An owner's deleted files, except those inside a deleted folder's batch (the folder stands for them). */
export const listTrash = (db: Db, owner: Pick<Owner, 'type' | 'id'>, filter: ListFilter) =>
  page(
    db,
    and(
      eq(folders.ownerType, owner.type),
      eq(folders.ownerId, owner.id),
      isNotNull(files.deletedAt),
      or(isNull(folders.deletedAt), sql`${folders.deletedAt} <> ${files.deletedAt}`),
    ),
    filter,
  );

export async function findFile(
  db: Db,
  id: string,
  options: { scope: SQL | undefined; state: 'live' | 'trashed'; forUpdate?: boolean },
): Promise<ScopedFile | undefined> {
  const state = options.state === 'live' ? and(isNull(files.deletedAt), isNull(folders.deletedAt)) : isNotNull(files.deletedAt);
  const query = db
    .select({ ...tableColumns(), ownerType: folders.ownerType, ownerId: folders.ownerId, folderDeletedAt: folders.deletedAt })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(and(eq(files.id, id), state, options.scope))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: files }) : await query;
  return row;
}

export async function findFileView(db: Db, id: string): Promise<FileView | undefined> {
  const [row] = await db.select(viewColumns).from(files).leftJoin(users, eq(users.id, files.uploadedBy)).where(eq(files.id, id)).limit(1);
  return row;
}

/** Lower-case names of the live files in a folder that could clash with `wanted` or its numbered variants. */
export async function takenNames(db: Db, folderId: string, wanted: readonly string[], exceptId?: string): Promise<Set<string>> {
  const prefixes = [...new Set(wanted.map((name) => namePrefix(name).toLowerCase()))];
  if (prefixes.length === 0) return new Set();
  const rows = await db
    .select({ name: files.name })
    .from(files)
    .where(
      and(
        eq(files.folderId, folderId),
        isNull(files.deletedAt),
        exceptId ? sql`${files.id} <> ${exceptId}` : undefined,
        or(...prefixes.map((prefix) => sql`lower(${files.name}) like ${`${escapeLike(prefix)}%`}`)),
      ),
    );
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export async function insertFiles(db: Db, values: Array<typeof files.$inferInsert>): Promise<FileRow[]> {
  return values.length === 0 ? [] : db.insert(files).values(values).returning();
}

export async function updateFile(db: Db, id: string, values: Partial<Pick<FileRow, 'name' | 'folderId' | 'deletedAt'>>): Promise<FileRow> {
  const [row] = await db.update(files).set(values).where(eq(files.id, id)).returning();
  if (!row) throw new Error(`file ${id} vanished inside its transaction`);
  return row;
}
