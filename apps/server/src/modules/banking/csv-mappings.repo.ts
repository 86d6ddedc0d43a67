/** SQL on saved CSV mappings: a business's own, plus practice-wide ones (no business). */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { csvMappings } from './banking.tables.js';

export type CsvMappingRow = typeof csvMappings.$inferSelect;

const visibleTo = (businessId: string) => or(eq(csvMappings.businessId, businessId), isNull(csvMappings.businessId));

export async function listMappings(db: Db, businessId: string): Promise<CsvMappingRow[]> {
  return db.select().from(csvMappings).where(visibleTo(businessId)).orderBy(asc(csvMappings.name), asc(csvMappings.id));
}

export async function findMapping(db: Db, businessId: string, id: string): Promise<CsvMappingRow | undefined> {
  const [row] = await db
    .select()
    .from(csvMappings)
    .where(and(eq(csvMappings.id, id), visibleTo(businessId)))
    .limit(1);
  return row;
}

export async function insertMapping(db: Db, values: typeof csvMappings.$inferInsert): Promise<CsvMappingRow> {
  const [row] = await db.insert(csvMappings).values(values).returning();
  if (!row) throw new Error('mapping not inserted');
  return row;
}

/** Only the business's own mapping can be removed through it. */
export async function deleteMapping(db: Db, businessId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(csvMappings)
    .where(and(eq(csvMappings.id, id), eq(csvMappings.businessId, businessId)))
    .returning({ id: csvMappings.id });
  return rows.length > 0;
}
