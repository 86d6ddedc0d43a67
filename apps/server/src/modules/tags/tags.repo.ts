/** All SQL on tags. Tags are shared by the whole practice; which clients carry one is scoped elsewhere. */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { clients } from '../users/users.tables.js';
import { clientTags } from '../clients/clients.tables.js';
import { tags } from './tags.tables.js';

export type TagRow = typeof tags.$inferSelect;
export type TagWithCount = TagRow & { clientCount: number };

export const TAG_NAME_CONSTRAINT = 'tags_name_unique';

/** `%`, `_` and `\` typed by a user are matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each tag with how many clients in `scope` carry it: a caller never learns of clients they cannot see. */
export async function listTags(db: Db, keyword: string | undefined, scope: SQL | undefined): Promise<TagWithCount[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(tags)
      .where(keyword ? sql`lower(${tags.name}) like ${likePattern(keyword)}` : undefined)
      .orderBy(asc(tags.name), asc(tags.id)),
    db
      .select({ tagId: clientTags.tagId, n: count() })
      .from(clientTags)
      .innerJoin(clients, eq(clients.id, clientTags.clientId))
      .where(scope)
      .groupBy(clientTags.tagId),
  ]);
  const byTag = new Map(counts.map((row) => [row.tagId, row.n]));
  return rows.map((row) => ({ ...row, clientCount: byTag.get(row.id) ?? 0 }));
}

export async function findTag(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<TagRow | undefined> {
  const query = db.select().from(tags).where(eq(tags.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function countTagClients(db: Db, id: string, scope: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(clientTags)
    .innerJoin(clients, eq(clients.id, clientTags.clientId))
    .where(and(eq(clientTags.tagId, id), scope));
  return row?.n ?? 0;
}

/** The ids of `ids` that are tags. */
export async function existingTagIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
  return rows.map((row) => row.id);
}

export async function insertTag(db: Db, values: { name: string; color: string }): Promise<TagRow | undefined> {
  const [row] = await db.insert(tags).values(values).onConflictDoNothing({ target: tags.name }).returning();
  return row;
}

export async function updateTag(
  db: Db,
  id: string,
  values: { name?: string | undefined; color?: string | undefined },
): Promise<TagRow | undefined> {
  const [row] = await db.update(tags).set(values).where(eq(tags.id, id)).returning();
  return row;
}
