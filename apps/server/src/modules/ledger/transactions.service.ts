import { message } from '@ledgerdesk/domain';
/** The master table: every bank transaction of a business, newest first, paged by keyset. */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { businessInScope } from './ledger.scope.js';
import { groupLines, presentTransaction } from './transactions.presenter.js';
import { linesOfEntries } from './entries.repo.js';
import { listTransactionPage, transactionsByIds, type Cursor, type TransactionRow } from './transactions.repo.js';
import type { TransactionDto, TransactionListQuery } from './transactions.schema.js';

/** Opaque to clients: base64url of the last row's [date, id]. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [date, id] = value as unknown[];
      if (typeof date === 'string' && typeof id === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && /^[0-9a-f-]{36}$/i.test(id))
        return { date, id };
    }
  } catch {
    // Falls through to the refusal below: a cursor is only ever one this API handed out.
  }
  throw Errors.badRequest(message('ledger.badCursor'));
}

export async function presentRows(db: Db, rows: readonly TransactionRow[]): Promise<TransactionDto[]> {
  const entryIds = rows.flatMap((r) => (r.journal_entry_id ? [r.journal_entry_id] : []));
  const lines = groupLines(await linesOfEntries(db, entryIds));
  return rows.map((row) => presentTransaction(row, lines));
}

export async function loadTransactions(db: Db, ids: readonly string[]): Promise<TransactionDto[]> {
  return presentRows(db, await transactionsByIds(db, ids));
}

export async function listTransactions(ctx: AppContext, actor: AuthUser, businessId: string, query: TransactionListQuery) {
  await businessInScope(ctx.db, actor, businessId);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter = { ...query, businessId };
  const rows = await listTransactionPage(ctx.db, filter, cursor, query.limit);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ date: last.date, id: last.id }) : null;
  return { data: await presentRows(ctx.db, page), pagination: { limit: query.limit, nextCursor } };
}
