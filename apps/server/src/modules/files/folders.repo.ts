/**
 * All SQL on folders. A folder is in the trash when `deleted_at` is set; deleting a folder stamps
 * it, its live subfolders and their live files with the same instant, so a restore brings back
 * exactly that batch and leaves what had been deleted on its own in the trash.
 */
import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Owner } from './files.scope.js';
import { files, folders } from './files.tables.js';

export type FolderRow = typeof folders.$inferSelect;
export type FolderWithCount = FolderRow & { fileCount: number };

const ofOwner = (owner: Pick<Owner, 'type' | 'id'>) => and(eq(folders.ownerType, owner.type), eq(folders.ownerId, owner.id));

export async function findRoot(
  db: Db,
  owner: Pick<Owner, 'type' | 'id'>,
  options: { forUpdate?: boolean } = {},
): Promise<FolderRow | undefined> {
  const query = db
    .select()
    .from(folders)
    .where(and(ofOwner(owner), isNull(folders.parentId)))
    .orderBy(asc(folders.createdAt))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertFolders(db: Db, values: Array<typeof folders.$inferInsert>): Promise<FolderRow[]> {
  return values.length === 0 ? [] : db.insert(folders).values(values).returning();
}

/**
 * Drizzle writes columns of a single-table select list unqualified, where `id` inside this
 * subquery would mean the file's own id: the outer folder is named explicitly.
 */
const outerFolder = sql.raw('"folders"');
const liveFileCount = sql<number>`(select count(*)::int from ${files} f where f.folder_id = ${outerFolder}.id and f.deleted_at is null)`;

/** The live tree of an owner, flat: the root first, then by name. */
export function listTree(db: Db, owner: Pick<Owner, 'type' | 'id'>): Promise<FolderWithCount[]> {
  return db
    .select({ ...foldersColumns(), fileCount: liveFileCount })
    .from(folders)
    .where(and(ofOwner(owner), isNull(folders.deletedAt)))
    .orderBy(sql`${folders.parentId} is not null`, sql`lower(${folders.name})`, asc(folders.id));
}

/** Folders an owner deleted, each once: a subfolder deleted with its parent is inside that entry. */
export function listTrashed(db: Db, owner: Pick<Owner, 'type' | 'id'>): Promise<FolderWithCount[]> {
  return db
    .select({
      ...foldersColumns(),
      fileCount: sql<number>`(select count(*)::int from ${files} f where f.folder_id = ${outerFolder}.id and f.deleted_at = ${outerFolder}.deleted_at)`,
    })
    .from(folders)
    .where(
      and(
        ofOwner(owner),
        isNotNull(folders.deletedAt),
        sql`not exists (select 1 from ${folders} p where p.id = ${folders.parentId} and p.deleted_at = ${folders.deletedAt})`,
      ),
    )
    .orderBy(sql`${folders.deletedAt} desc`, asc(folders.id));
}

function foldersColumns() {
  const { id, ownerType, ownerId, parentId, name, createdBy, createdAt, deletedAt } = folders;
  return { id, ownerType, ownerId, parentId, name, createdBy, createdAt, deletedAt };
}

export interface FindOptions {
  scope: SQL | undefined;
  /** 'live' (default), 'trashed', or 'any'. */
  state?: 'live' | 'trashed' | 'any';
  forUpdate?: boolean;
}

export async function findFolder(db: Db, id: string, options: FindOptions): Promise<FolderRow | undefined> {
  const state = options.state ?? 'live';
  const stateCondition = state === 'live' ? isNull(folders.deletedAt) : state === 'trashed' ? isNotNull(folders.deletedAt) : undefined;
  const query = db
    .select()
    .from(folders)
    .where(and(eq(folders.id, id), stateCondition, options.scope))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Lower-case names of the live folders under `parentId`, but `exceptId`. */
export async function siblingNames(db: Db, parentId: string, exceptId?: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: folders.name })
    .from(folders)
    .where(and(eq(folders.parentId, parentId), isNull(folders.deletedAt), exceptId ? ne(folders.id, exceptId) : undefined));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** Whether `folderId` is `candidateId` or one of its ancestors: moving it there would make a cycle. */
export async function isAncestorOrSelf(db: Db, folderId: string, candidateId: string): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from ${folders} where id = ${candidateId}
      union all
      select f.id, f.parent_id from ${folders} f join up on f.id = up.parent_id
    )
    select exists (select 1 from up where id = ${folderId}) as found`);
  return result.rows[0]?.found === true;
}

export async function updateFolder(db: Db, id: string, values: Partial<Pick<FolderRow, 'name' | 'parentId'>>): Promise<FolderRow> {
  const [row] = await db.update(folders).set(values).where(eq(folders.id, id)).returning();
  if (!row) throw new Error(`folder ${id} vanished inside its transaction`);
  return row;
}

/** The live subtree of `id` (itself included), by id. */
const liveSubtree = (id: string) => sql`
  with recursive sub(id) as (
    select id from ${folders} where id = ${id}
    union all
    select f.id from ${folders} f join sub on f.parent_id = sub.id where f.deleted_at is null
  ) select id from sub`;

/** Moves the folder, its live subfolders and their live files to the trash, stamped `at`. */
export async function trashSubtree(db: Db, id: string, at: Date): Promise<{ folders: number; files: number }> {
  const stamped = await db.execute(sql`
    with moved as (
      update ${folders} set deleted_at = ${at.toISOString()}::timestamptz where id in (${liveSubtree(id)}) and deleted_at is null returning id
    ) select id from moved`);
  const ids = stamped.rows.map((r) => String(r.id));
  if (ids.length === 0) return { folders: 0, files: 0 };
  const trashed = await db
    .update(files)
    .set({ deletedAt: at })
    .where(
      and(
        sql`${files.folderId} in (${sql.join(
          ids.map((i) => sql`${i}::uuid`),
          sql`, `,
        )})`,
        isNull(files.deletedAt),
      ),
    )
    .returning({ id: files.id });
  return { folders: ids.length, files: trashed.length };
}

/** Brings back the batch deleted with the folder at `at`: its subfolders and files of that instant. */
export async function restoreSubtree(db: Db, id: string, at: Date): Promise<{ folders: number; files: number }> {
  const restored = await db.execute(sql`
    with recursive batch(id) as (
      select id from ${folders} where id = ${id}
      union all
      select f.id from ${folders} f join batch on f.parent_id = batch.id where f.deleted_at = ${at.toISOString()}::timestamptz
    ), folders_back as (
      update ${folders} set deleted_at = null where id in (select id from batch) returning id
    ), files_back as (
      update ${files} set deleted_at = null where folder_id in (select id from batch) and deleted_at = ${at.toISOString()}::timestamptz returning id
    ) select (select count(*)::int from folders_back) as folders, (select count(*)::int from files_back) as files`);
  const row = restored.rows[0];
  return { folders: Number(row?.folders ?? 0), files: Number(row?.files ?? 0) };
}

export async function countLiveFiles(db: Db, folderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(and(eq(files.folderId, folderId), isNull(files.deletedAt)));
  return row?.n ?? 0;
}
