import { message } from '@ledgerdesk/domain';
/**
 * Queries built from what users write (auto-coding rules) run under a statement timeout, so one
 * that turns out slow on a large business fails with a clear answer instead of holding a
 * connection; the rest of a command runs under its usual limit (withLocalSetting).
 */
import { Errors } from '../errors.js';
import type { Db } from './client.js';
import { dbErrorInfo } from './errors.js';
import { withLocalSetting } from './local-setting.js';

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
    return await withLocalSetting(db, 'statement_timeout', String(ms), work);
  } catch (error) {
    if (dbErrorInfo(error)?.code === QUERY_CANCELED) throw Errors.unprocessable(message('errors.queryTimeout', { seconds: ms / 1000 }));
    throw error;
  }
}
