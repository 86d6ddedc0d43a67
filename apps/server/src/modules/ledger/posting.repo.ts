/** All SQL of posting: the business's ledger row (locked), its chart's accounts, entries and lines. */
import type { IsoDate, PostingLine } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { pgArray, positions, type ArrayElement } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { withLocalSetting } from '../../platform/db/local-setting.js';
import { pipelined } from '../../platform/db/pipelined.js';
import type { JOURNAL_SOURCES } from './ledger.tables.js';
import { selectRows } from './ledger.sql.js';

export type JournalSource = (typeof JOURNAL_SOURCES)[number];

export interface LedgerState {
  businessId: string;
  lockDate: IsoDate | null;
  financialYearStartMonth: number;
  chartId: string | null;
}

/**
 * Locks the business row until the transaction ends. Every posting, removal and lock-date change
 * takes this lock first, so entry numbers are handed out one at a time and no entry slips in
 * under a lock date being moved. NO KEY UPDATE still lets other rows reference the business.
 */
export async function lockLedger(db: Db, businessId: string): Promise<LedgerState | undefined> {
  const [row] = await selectRows<{ id: string; lock_date: string | null; fy: number; chart_id: string | null }>(
    db,
    sql`select b.id, b.lock_date::text as lock_date, b.financial_year_start_month as fy,
          (select c.id from charts c where c.business_id = b.id) as chart_id
        from businesses b where b.id = ${businessId} for no key update of b`,
  );
  return row && { businessId: row.id, lockDate: row.lock_date, financialYearStartMonth: Number(row.fy), chartId: row.chart_id };
}

export interface ChartAccountRow {
  id: string;
  code: string;
  name: string;
  type: string;
  active: boolean;
}

/** The accounts of the business's chart: a few hundred at most. */
export function chartAccounts(db: Db, businessId: string): Promise<ChartAccountRow[]> {
  return selectRows<ChartAccountRow>(
    db,
    sql`select a.id, a.code, a.name, a.type, a.active from accounts a join charts c on c.id = a.chart_id
        where c.business_id = ${businessId}`,
  );
}

export interface EntryInsert {
  /** Chosen by the caller (randomUUID), so it can link its own rows to the entry before the insert answers. */
  id: string;
  date: IsoDate;
  source: JournalSource;
  narration: string;
  bankTransactionId: string | null;
  createdBy: string | null;
  lines: readonly PostingLine[];
}

/** Entries per statement: each statement's arrays stay well inside one parameter. */
const CHUNK_ENTRIES = 20_000;
/** From this many entries a posting's statements get BULK_WORK_MEM. */
const BULK_ENTRIES = 1000;
const BULK_WORK_MEM = '32MB';

/**
 * Entries of one business and all their lines, numbered on from its highest number in input
 * order, one statement per chunk of whole entries: the balance trigger checks per statement, and
 * the lines keep their order (line ids follow `ord`), which the coding presenter relies on.
 * The caller holds the ledger lock (lockLedger), so the numbers cannot collide. `chunkOf(from, to)`
 * makes entries [from, to) of `count` when their statement is built, while the one before runs
 * (pipelined). Answers the numbers by entry id.
 *
 * A line names its entry by position in the chunk and its account by position in the chunk's
 * accounts, and takes its entry's id and date from the inserted entries: a rule run's 285,000
 * lines then send small integers instead of three uuids and a date each, a third of the text
 * Node builds and PostgreSQL parses. An entry names its author the same way.
 */
export async function insertEntries(
  db: Db,
  businessId: string,
  count: number,
  chunkOf: (from: number, to: number) => readonly EntryInsert[],
): Promise<Map<string, number>> {
  const chunks = Math.ceil(count / CHUNK_ENTRIES);
  const write = (tx: Db) =>
    pipelined(chunks, (k) => {
      const chunk = chunkOf(k * CHUNK_ENTRIES, Math.min(count, (k + 1) * CHUNK_ENTRIES));
      const accounts = positions();
      const authors = positions();
      const lines = chunk.flatMap((e, i) => e.lines.map((line) => ({ entry: i + 1, account: accounts.of(line.accountId), line })));
      const createdBy = chunk.map((e) => authors.of(e.createdBy));
      const p = (values: ArrayElement[]) => pgArray(values);
      const query = sql`with top as (select coalesce(max(number), 0) as n from journal_entries where business_id = ${businessId}),
        entries as (
          insert into journal_entries (id, business_id, number, date, source, narration, bank_transaction_id, created_by)
          select e.id, ${businessId}, top.n + e.ord, e.date, e.source, e.narration, e.bank_transaction_id, (${p(authors.ids())}::uuid[])[e.created_by]
          from top, unnest(${p(chunk.map((e) => e.id))}::uuid[], ${p(chunk.map((e) => e.date))}::date[], ${p(chunk.map((e) => e.source))}::text[],
            ${p(chunk.map((e) => e.narration))}::text[], ${p(chunk.map((e) => e.bankTransactionId))}::uuid[], ${p(createdBy)}::int[])
            with ordinality as e(id, date, source, narration, bank_transaction_id, created_by, ord)
          order by e.ord
          returning id, number, date
        ), lines as (
          insert into journal_lines (entry_id, business_id, date, account_id, amount, tax_code, gst, description)
          select e.id, ${businessId}, e.date, (${p(accounts.ids())}::uuid[])[l.account], l.amount, l.tax_code, l.gst, l.description
          from top cross join unnest(
            ${p(lines.map((l) => l.entry))}::int[],
            ${p(lines.map((l) => l.account))}::int[],
            ${p(lines.map((l) => l.line.amount))}::bigint[],
            ${p(lines.map((l) => l.line.taxCode ?? null))}::text[],
            ${p(lines.map((l) => l.line.gst ?? 0))}::bigint[],
            ${p(lines.map((l) => l.line.description ?? null))}::text[]
          ) with ordinality as l(entry, account, amount, tax_code, gst, description, ord)
          join entries e on e.number = top.n + l.entry
          order by l.ord
        )
        select id, number from entries`;
      return () => selectRows<{ id: string; number: number }>(tx, query);
    });
  // A chunk's sorts and the lines' trigger table (60,000 lines) spill to disk under the default
  // work_mem of 4 MB: 6% of the statement's CPU. A few entries stay under the usual setting.
  const written = count < BULK_ENTRIES ? await write(db) : await withLocalSetting(db, 'work_mem', BULK_WORK_MEM, write);
  return new Map(written.flat().map((row) => [row.id, Number(row.number)]));
}

export interface EntryRow {
  id: string;
  businessId: string;
  number: number;
  date: IsoDate;
  source: JournalSource;
  narration: string;
  bankTransactionId: string | null;
}

export async function findEntries(db: Db, entryIds: readonly string[]): Promise<EntryRow[]> {
  const rows = await selectRows<{
    id: string;
    business_id: string;
    number: number;
    date: string;
    source: JournalSource;
    narration: string;
    bank_transaction_id: string | null;
  }>(
    db,
    sql`select id, business_id, number, date::text as date, source, narration, bank_transaction_id
        from journal_entries where id = any(${pgArray(entryIds)}::uuid[])`,
  );
  return rows.map((row) => ({
    id: row.id,
    businessId: row.business_id,
    number: Number(row.number),
    date: row.date,
    source: row.source,
    narration: row.narration,
    bankTransactionId: row.bank_transaction_id,
  }));
}

/**
 * Lines go in one statement (the balance trigger sees whole entries leave), then the entries; the
 * bank transactions they coded become uncoded (found by their ids: journal_entry_id has no index).
 */
export async function deleteEntries(db: Db, entries: readonly Pick<EntryRow, 'id' | 'bankTransactionId'>[]): Promise<void> {
  const ids = pgArray(entries.map((e) => e.id));
  const linked = entries.filter((e) => e.bankTransactionId);
  if (linked.length > 0) {
    await db.execute(
      sql`update bank_transactions t set journal_entry_id = null
          from unnest(${pgArray(linked.map((e) => e.bankTransactionId))}::uuid[], ${pgArray(linked.map((e) => e.id))}::uuid[]) as d(tx, entry)
          where t.id = d.tx and t.journal_entry_id = d.entry`,
    );
  }
  await db.execute(sql`delete from journal_lines where entry_id = any(${ids}::uuid[])`);
  await db.execute(sql`delete from journal_entries where id = any(${ids}::uuid[])`);
}
