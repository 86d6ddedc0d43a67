/** All SQL on regions. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { regions } from './regions.tables.js';

export type RegionRow = typeof regions.$inferSelect;

export const REGION_NAME_CONSTRAINT = 'regions_name_unique';

export function listRegions(db: Db): Promise<RegionRow[]> {
  return db.select().from(regions).orderBy(asc(regions.name), asc(regions.id));
}

export async function findRegion(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<RegionRow | undefined> {
  const query = db.select().from(regions).where(eq(regions.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertRegion(db: Db, name: string): Promise<RegionRow | undefined> {
  const [row] = await db.insert(regions).values({ name }).onConflictDoNothing({ target: regions.name }).returning();
  return row;
}

export async function updateRegion(db: Db, id: string, name: string): Promise<RegionRow | undefined> {
  const [row] = await db.update(regions).set({ name }).where(eq(regions.id, id)).returning();
  return row;
}
