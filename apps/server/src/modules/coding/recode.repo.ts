/**
 * Find-and-recode's reads: the businesses a target names (inside the caller's data scope), the
 * matching posted lines with their totals, and a statement timeout around every such query.
 * Bank-ledger lines (the bank side) and GST system lines are never found: a recode moves the
 * profit-and-loss or balance-sheet side and rebuilds the GST that follows from it.
 */
import type { JournalSource, RecodeLineDto, RecodeSearchRequest, RecodeTarget } from '@ledgerdesk/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { readSnapshot } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businesses, inBusinessScope } from '../businesses/index.js';
import { cents, selectRows, type DbNumber } from '../ledger/index.js';
import { clients } from '../users/users.tables.js';
import { postedPredicate } from './recode.sql.js';

/** Reads answer within this; an apply of 100,000 lines well within its own. */
export const READ_TIMEOUT = sql.raw(`'20s'`);
export const WRITE_TIMEOUT = sql.raw(`'120s'`);

export async function setStatementTimeout(db: Db, timeout: SQL): Promise<void> {
  await db.execute(sql`set local statement_timeout = ${timeout}`);
}

/** One snapshot, every statement under the read timeout. */
export function timedRead<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return readSnapshot(db, async (tx) => {
    await setStatementTimeout(tx, READ_TIMEOUT);
    return read(tx);
  });
}

export interface RecodeBusiness {
  id: string;
  name: string;
  lockDate: string | null;
  financialYearStartMonth: number;
  gstRegistered: boolean;
}

/** The businesses of the target the caller may work on; one named business outside the scope is not found. */
export async function targetBusinesses(db: Db, actor: AuthUser, target: RecodeTarget): Promise<RecodeBusiness[]> {
  const { scope } = target;
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      lockDate: businesses.lockDate,
      financialYearStartMonth: businesses.financialYearStartMonth,
      gstRegistered: businesses.gstRegistered,
    })
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .where(
      inBusinessScope(
        actor,
        scope.kind === 'business' ? eq(businesses.id, scope.businessId) : undefined,
        scope.kind === 'brand' ? eq(clients.brandId, scope.brandId) : undefined,
      ),
    )
    .orderBy(businesses.name, businesses.id);
  if (scope.kind === 'business' && rows.length === 0) throw Errors.notFound('Business');
  return rows;
}

/** A line that stays as it is: in the locked period, or on a bank line a reconciliation holds (one condition on rows already joined). */
export const LOCKED = sql`((b.lock_date is not null and l.date <= b.lock_date) or bt.reconciliation_id is not null)`;

/**
 * The matching lines (`matchingLines`' FROM and WHERE) as rows with what a recode checks and
 * rewrites: their coding, account code and type, and whether they are locked.
 */
export const matchedRows = (from: SQL): SQL =>
  sql`select l.id, l.entry_id, l.business_id, l.date, l.account_id, l.tax_code, l.amount, l.gst, a.code, a.type, ${LOCKED} as locked ${from}`;

/** The matching lines: FROM and WHERE over l, e, a, b, bt, for the given businesses. */
export function matchingLines(businessIds: readonly string[], request: Pick<RecodeSearchRequest, 'conditions' | 'target'>): SQL {
  const { dateFrom, dateTo } = request.target;
  const where = and(
    sql`l.business_id = any(${sql.param([...businessIds])}::uuid[])`,
    dateFrom ? sql`l.date >= ${dateFrom}::date` : undefined,
    dateTo ? sql`l.date <= ${dateTo}::date` : undefined,
    sql`a.system_role is distinct from 'gst' and a.subtype is distinct from 'bank'`,
    sql`not exists (select 1 from bank_accounts ba where ba.ledger_account_id = l.account_id)`,
    postedPredicate(request.conditions),
  );
  return sql`from journal_lines l
    join journal_entries e on e.id = l.entry_id
    join accounts a on a.id = l.account_id
    join businesses b on b.id = l.business_id
    left join bank_transactions bt on bt.id = e.bank_transaction_id
    where ${where}`;
}

interface LineRow {
  line_id: DbNumber;
  entry_id: string;
  number: DbNumber;
  business_id: string;
  business_name: string;
  date: string;
  source: JournalSource;
  code: string;
  name: string;
  tax_code: string | null;
  amount: DbNumber;
  gst: DbNumber;
  contact: string | null;
  description: string;
  locked: boolean;
}

export async function linePage(db: Db, from: SQL, locked: boolean | undefined, skip: number, limit: number): Promise<RecodeLineDto[]> {
  const lockedFilter = locked === undefined ? sql`` : locked ? sql`and ${LOCKED}` : sql`and not ${LOCKED}`;
  const rows = await selectRows<LineRow>(
    db,
    sql`select l.id as line_id, l.entry_id, e.number, l.business_id, b.name as business_name, l.date::text as date, e.source,
          a.code, a.name, l.tax_code, l.amount, l.gst, nullif(bt.payee, '') as contact,
          coalesce(nullif(l.description, ''), e.narration) as description, ${LOCKED} as locked
        ${from} ${lockedFilter}
        order by l.date, b.name, e.number, l.id
        limit ${limit} offset ${skip}`,
  );
  return rows.map((r) => ({
    lineId: Number(r.line_id),
    entryId: r.entry_id,
    entryNumber: Number(r.number),
    businessId: r.business_id,
    businessName: r.business_name,
    date: r.date,
    source: r.source,
    accountCode: r.code,
    accountName: r.name,
    taxCode: r.tax_code,
    amount: cents(r.amount),
    gst: cents(r.gst),
    contact: r.contact,
    description: r.description,
    locked: Boolean(r.locked),
  }));
}

interface AccountTotalRow {
  code: string;
  name: string;
  count: DbNumber;
  amount: DbNumber;
  gst: DbNumber;
  locked_count: DbNumber;
  locked_amount: DbNumber;
}

/** Totals over every match, per account code and overall; `locked` the share that will not move. */
export async function lineTotals(db: Db, from: SQL, locked: boolean | undefined) {
  const lockedFilter = locked === undefined ? sql`` : locked ? sql`and ${LOCKED}` : sql`and not ${LOCKED}`;
  const rows = await selectRows<AccountTotalRow>(
    db,
    sql`select a.code, min(a.name) as name, count(*) as count, sum(l.amount) as amount, sum(l.gst) as gst,
          count(*) filter (where ${LOCKED}) as locked_count, coalesce(sum(l.amount) filter (where ${LOCKED}), 0) as locked_amount
        ${from} ${lockedFilter}
        group by a.code order by a.code`,
  );
  const sum = (pick: (r: AccountTotalRow) => DbNumber) => rows.reduce((total, r) => total + cents(pick(r)), 0);
  return {
    count: sum((r) => r.count),
    amount: sum((r) => r.amount),
    gst: sum((r) => r.gst),
    locked: { count: sum((r) => r.locked_count), amount: sum((r) => r.locked_amount) },
    byAccount: rows.map((r) => ({ accountCode: r.code, accountName: r.name, count: cents(r.count), amount: cents(r.amount) })),
  };
}
