/** All SQL of posting: the business's ledger row (locked), its chart's accounts, entries and lines. */
import type { IsoDate, PostingLine } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
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

/** Those of `ids` that belong to the business's chart. */
export function chartAccounts(db: Db, businessId: string, ids: readonly string[]): Promise<ChartAccountRow[]> {
  return selectRows<ChartAccountRow>(
    db,
    sql`select a.id, a.code, a.name, a.type, a.active from accounts a join charts c on c.id = a.chart_id
        where c.business_id = ${businessId} and a.id = any(${sql.param([...ids])}::uuid[])`,
  );
}

export interface EntryInsert {
  businessId: string;
  date: IsoDate;
  source: JournalSource;
  narration: string;
  bankTransactionId: string | null;
  createdBy: string | null;
  lines: readonly PostingLine[];
}

/**
 * The entry and all its lines in one statement: the balance trigger checks per statement, and the
 * lines keep their order (line ids follow `ord`), which the coding presenter relies on.
 */
export async function insertEntry(db: Db, entry: EntryInsert): Promise<{ id: string; number: number }> {
  const { lines } = entry;
  const [row] = await selectRows<{ id: string; number: number }>(
    db,
    sql`with entry as (
          insert into journal_entries (business_id, number, date, source, narration, bank_transaction_id, created_by)
          values (${entry.businessId},
            (select coalesce(max(number), 0) + 1 from journal_entries where business_id = ${entry.businessId}),
            ${entry.date}::date, ${entry.source}, ${entry.narration}, ${entry.bankTransactionId}::uuid, ${entry.createdBy}::uuid)
          returning id, number
        ), lines as (
          insert into journal_lines (entry_id, business_id, date, account_id, amount, tax_code, gst, description)
          select entry.id, ${entry.businessId}, ${entry.date}::date, l.account_id, l.amount, l.tax_code, l.gst, l.description
          from entry, unnest(
            ${sql.param(lines.map((l) => l.accountId))}::uuid[],
            ${sql.param(lines.map((l) => l.amount))}::bigint[],
            ${sql.param(lines.map((l) => l.taxCode ?? null))}::text[],
            ${sql.param(lines.map((l) => l.gst ?? 0))}::bigint[],
            ${sql.param(lines.map((l) => l.description ?? null))}::text[]
          ) with ordinality as l(account_id, amount, tax_code, gst, description, ord)
          order by l.ord
        )
        select id, number from entry`,
  );
  if (!row) throw new Error('journal entry not inserted');
  return { id: row.id, number: Number(row.number) };
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

export async function findEntry(db: Db, entryId: string): Promise<EntryRow | undefined> {
  const [row] = await selectRows<{
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
        from journal_entries where id = ${entryId}`,
  );
  return (
    row && {
      id: row.id,
      businessId: row.business_id,
      number: Number(row.number),
      date: row.date,
      source: row.source,
      narration: row.narration,
      bankTransactionId: row.bank_transaction_id,
    }
  );
}

/**
 * Lines go in one statement (the balance trigger sees the whole entry leave), then the entry; a
 * bank transaction it coded becomes uncoded (found by its id: journal_entry_id has no index).
 */
export async function deleteEntry(db: Db, entry: Pick<EntryRow, 'id' | 'bankTransactionId'>): Promise<void> {
  if (entry.bankTransactionId) {
    await db.execute(
      sql`update bank_transactions set journal_entry_id = null where id = ${entry.bankTransactionId} and journal_entry_id = ${entry.id}`,
    );
  }
  await db.execute(sql`delete from journal_lines where entry_id = ${entry.id}`);
  await db.execute(sql`delete from journal_entries where id = ${entry.id}`);
}
