/** SQL on single clients and their tags. Every read takes the caller's scope condition, so an out-of-scope id is simply not found. */
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businesses } from '../businesses/businesses.tables.js';
import { tags } from '../tags/index.js';
import { clients } from '../users/users.tables.js';
import { clientTags } from './clients.tables.js';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = Omit<typeof clients.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;

const CODE_PREFIX = 'CL-';

/** `scope` is the caller's clientScope condition (undefined for a Super Admin). */
export async function findClient(
  db: Db,
  id: string,
  scope: SQL | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<ClientRow | undefined> {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), scope))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: clients }) : await query;
  return row;
}

/** The in-scope clients of `ids`, locked for the change that follows. */
export function findClientsForUpdate(db: Db, ids: readonly string[], scope: SQL | undefined): Promise<ClientRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(clients)
    .where(and(inArray(clients.id, [...ids]), scope))
    .orderBy(asc(clients.id))
    .for('update', { of: clients });
}

/**
 * The next code, CL-000001 upwards. A transaction-scoped advisory lock serialises creators, so two
 * requests never compute the same number; the lock ends with the transaction.
 */
export async function nextClientCode(db: Db): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('clients.code'))`);
  const [row] = await db
    .select({ last: sql<number | null>`max(substring(${clients.code} from 4)::bigint)`.mapWith(Number) })
    .from(clients)
    .where(sql`${clients.code} ~ '^CL-[0-9]+$'`);
  const next = (row?.last ?? 0) + 1;
  return `${CODE_PREFIX}${String(next).padStart(6, '0')}`;
}

export async function insertClient(db: Db, values: NewClient & { code: string }): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('client not inserted');
  return row;
}

export async function updateClient(db: Db, id: string, values: Partial<NewClient>): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

export async function setClientStatus(db: Db, ids: readonly string[], status: ClientRow['status']): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(clients)
    .set({ status, updatedAt: new Date() })
    .where(inArray(clients.id, [...ids]));
}

export async function deleteClient(db: Db, id: string): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id));
}

export async function clientTagIds(db: Db, clientId: string): Promise<string[]> {
  const rows = await db.select({ id: clientTags.tagId }).from(clientTags).where(eq(clientTags.clientId, clientId));
  return rows.map((row) => row.id).sort();
}

export function listClientTags(db: Db, clientId: string): Promise<Array<{ id: string; name: string; color: string }>> {
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(clientTags)
    .innerJoin(tags, eq(tags.id, clientTags.tagId))
    .where(eq(clientTags.clientId, clientId))
    .orderBy(asc(tags.name));
}

/** Makes the client's tags exactly `tagIds`. */
export async function replaceClientTags(db: Db, clientId: string, tagIds: readonly string[]): Promise<void> {
  await db
    .delete(clientTags)
    .where(and(eq(clientTags.clientId, clientId), tagIds.length > 0 ? notInArray(clientTags.tagId, [...tagIds]) : undefined));
  await addClientTags(db, [clientId], tagIds);
}

/** Adds each tag to each client, skipping pairs that exist; answers the client ids that gained a tag. */
export async function addClientTags(db: Db, clientIds: readonly string[], tagIds: readonly string[]): Promise<string[]> {
  if (clientIds.length === 0 || tagIds.length === 0) return [];
  const rows = await db
    .insert(clientTags)
    .values(clientIds.flatMap((clientId) => tagIds.map((tagId) => ({ clientId, tagId }))))
    .onConflictDoNothing()
    .returning({ clientId: clientTags.clientId });
  return [...new Set(rows.map((row) => row.clientId))];
}

/** The ids of a client's businesses. */
export async function businessIdsOf(db: Db, clientId: string): Promise<string[]> {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.clientId, clientId));
  return rows.map((row) => row.id);
}
