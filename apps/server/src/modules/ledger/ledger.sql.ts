/**
 * Raw-SQL helpers shared by the ledger's repositories. The two drivers answer bigint and sums
 * differently (PGlite numbers, node-postgres strings), so every figure read back goes through
 * `cents`, which refuses anything that is not a whole, safe number of cents.
 */
import { assertCents, type Cents } from '@ledgerdesk/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as unknown as T[];
}

export type DbNumber = number | string | bigint;

export function cents(value: DbNumber | null | undefined): Cents {
  return value === null || value === undefined ? 0 : assertCents(Number(value));
}
