/** All SQL on the services catalogue. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { services } from './services.tables.js';

export type ServiceRow = typeof services.$inferSelect;

export const SERVICE_NAME_CONSTRAINT = 'services_name_unique';

const catalogueOrder = [asc(services.sortOrder), asc(services.name), asc(services.id)];

export function listServices(db: Db, filter: { active?: boolean | undefined } = {}): Promise<ServiceRow[]> {
  const where = filter.active === undefined ? undefined : eq(services.active, filter.active);
  return db
    .select()
    .from(services)
    .where(where)
    .orderBy(...catalogueOrder);
}

export function findServicesByIds(db: Db, ids: readonly string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(services)
    .where(inArray(services.id, [...ids]))
    .orderBy(...catalogueOrder);
}

export async function findService(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<ServiceRow | undefined> {
  const query = db.select().from(services).where(eq(services.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertService(db: Db, values: typeof services.$inferInsert): Promise<ServiceRow | undefined> {
  const [row] = await db.insert(services).values(values).onConflictDoNothing({ target: services.name }).returning();
  return row;
}

export async function updateService(db: Db, id: string, values: Partial<typeof services.$inferInsert>): Promise<ServiceRow | undefined> {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning();
  return row;
}
