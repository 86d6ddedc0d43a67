import { message } from '@ledgerdesk/domain';
/**
 * Queries built from what users write (auto-coding rules) run under a statement timeout, so one
 * that turns out slow on a large business fails with a clear answer instead of holding a
 * connection. SET LOCAL lasts to the end of the transaction, and a released savepoint keeps it:
 * the previous value is put back after the work, so the rest of a command runs under its usual limit.
 */
import { sql } from 'drizzle-orm';
import { Errors } from '../errors.js';
import type { Db } from './client.js';
import { dbErrorInfo } from './errors.js';

export const USER_QUERY_TIMEOUT_MS = 5_000;

/** SQLSTATE query_canceled: what PostgreSQL raises when the timeout strikes. */
const QUERY_CANCELED = '57014';

/**
 * Runs `work` in a transaction (a savepoint inside an open one) whose statements may take at most
 * `ms` each; a statement that takes longer becomes a 422 naming the limit. PGlite has no timer
 * to cancel a statement, so there the limit is not enforced.
 */
export async function withStatementTimeout<T>(db: Db, work: (tx: Db) => Promise<T>, ms = USER_QUERY_TIMEOUT_MS): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = (await tx.execute(sql`select current_setting('statement_timeout') as value`)).rows;
      const previous = typeof row?.value === 'string' ? row.value : '0';
      await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
      const result = await work(tx);
      await tx.execute(sql`select set_config('statement_timeout', ${previous}, true)`);
      return result;
    });
  } catch (error) {
    if (dbErrorInfo(error)?.code === QUERY_CANCELED) throw Errors.unprocessable(message('errors.queryTimeout', { seconds: ms / 1000 }));
    throw error;
  }
}
