/** SQL reading journal entries and their lines, for the master table, the journal list and exports. */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { selectRows, type DbNumber } from './ledger.sql.js';
import type { JournalSource } from './posting.repo.js';
import { pgArray } from '../../platform/db/arrays.js';

export interface EntryLineRow {
  entry_id: string;
  id: DbNumber;
  account_id: string;
  account_code: string;
  account_name: string;
  amount: DbNumber;
  tax_code: string | null;
  gst: DbNumber;
  description: string | null;
}

/**
 * The lines of the given entries, each entry's in the order they were posted. Each line finds its
 * account by primary key: joined, the planner hashed every account of the practice for a page of
 * the master table (22,000 at 500 businesses, 12 ms of the page's 20); `offset 0` keeps the
 * lookup per line, so the cost follows the lines asked for.
 */
export function linesOfEntries(db: Db, entryIds: readonly string[]): Promise<EntryLineRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return selectRows<EntryLineRow>(
    db,
    sql`select l.entry_id, l.id, l.account_id, a.code as account_code, a.name as account_name, l.amount, l.tax_code, l.gst, l.description
        from journal_lines l cross join lateral (select code, name from accounts where accounts.id = l.account_id offset 0) a
        where l.entry_id = any(${pgArray(entryIds)}::uuid[])
        order by l.entry_id, l.id`,
  );
}

export interface EntryHeadRow {
  id: string;
  number: DbNumber;
  date: string;
  source: JournalSource;
  narration: string;
  bank_transaction_id: string | null;
}

export interface EntryFilter {
  businessId: string;
  source?: JournalSource | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function whereOf(f: EntryFilter): SQL | undefined {
  return and(
    sql`e.business_id = ${f.businessId}`,
    f.source ? sql`e.source = ${f.source}` : undefined,
    f.from ? sql`e.date >= ${f.from}::date` : undefined,
    f.to ? sql`e.date <= ${f.to}::date` : undefined,
  );
}

const headColumns = sql`e.id, e.number, e.date::text as date, e.source, e.narration, e.bank_transaction_id`;

/** Newest first; the number breaks ties within a day. */
export async function listEntries(db: Db, filter: EntryFilter, page: { skip: number; limit: number }) {
  const where = whereOf(filter);
  const rows = await selectRows<EntryHeadRow>(
    db,
    sql`select ${headColumns} from journal_entries e where ${where} order by e.date desc, e.number desc offset ${page.skip} limit ${page.limit}`,
  );
  const [count] = await selectRows<{ n: DbNumber }>(db, sql`select count(*) as n from journal_entries e where ${where}`);
  return { rows, total: Number(count?.n ?? 0) };
}

export function entriesByIds(db: Db, ids: readonly string[]): Promise<EntryHeadRow[]> {
  return selectRows<EntryHeadRow>(db, sql`select ${headColumns} from journal_entries e where e.id = any(${pgArray(ids)}::uuid[])`);
}

/** The entries dated within [from, to], in date then number order (exports read a month at a time). */
export function entriesBetween(db: Db, filter: EntryFilter & { from: string; to: string }): Promise<EntryHeadRow[]> {
  return selectRows<EntryHeadRow>(db, sql`select ${headColumns} from journal_entries e where ${whereOf(filter)} order by e.date, e.number`);
}

/** First and last entry dates, or nulls for an empty ledger. */
export async function entryDateSpan(db: Db, filter: EntryFilter): Promise<{ first: string | null; last: string | null }> {
  const [row] = await selectRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(e.date)::text as first, max(e.date)::text as last from journal_entries e where ${whereOf(filter)}`,
  );
  return { first: row?.first ?? null, last: row?.last ?? null };
}
