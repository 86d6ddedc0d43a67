/**
 * A setting for some statements only. SET LOCAL lasts to the end of the transaction, and a
 * released savepoint keeps it: `work` runs in a savepoint under the setting, and the previous
 * value is put back after it, so the rest of a command runs as usual.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

export async function withLocalSetting<T>(db: Db, name: string, value: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.execute(sql`select current_setting(${name}) as value`)).rows;
    const previous = typeof row?.value === 'string' ? row.value : '';
    await tx.execute(sql`select set_config(${name}, ${value}, true)`);
    const result = await work(tx);
    await tx.execute(sql`select set_config(${name}, ${previous}, true)`);
    return result;
  });
}
