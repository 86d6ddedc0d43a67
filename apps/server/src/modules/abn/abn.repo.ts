/** All SQL on the ABR answers kept for ABN lookups. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { abnLookups } from './abn.tables.js';
import type { AbrRecord } from './abr.client.js';

export type AbnLookupRow = typeof abnLookups.$inferSelect;

export async function findLookup(db: Db, abn: string): Promise<AbnLookupRow | undefined> {
  const [row] = await db.select().from(abnLookups).where(eq(abnLookups.abn, abn)).limit(1);
  return row;
}

export async function saveLookup(db: Db, record: AbrRecord, checkedAt: Date): Promise<AbnLookupRow> {
  const values = { ...record, checkedAt };
  const [row] = await db.insert(abnLookups).values(values).onConflictDoUpdate({ target: abnLookups.abn, set: values }).returning();
  if (!row) throw new Error('ABN lookup was not saved');
  return row;
}

export async function forgetLookup(db: Db, abn: string): Promise<void> {
  await db.delete(abnLookups).where(eq(abnLookups.abn, abn));
}
