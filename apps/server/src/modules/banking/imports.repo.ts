/**
 * SQL of statement imports. Reads of a batch join its business under the caller's scope, so a
 * batch outside it is not found. Transactions go in with one set-based statement, never row by row.
 */
import type { DedupeFields } from '@ledgerdesk/domain';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businesses } from '../businesses/businesses.tables.js';
import { users } from '../users/users.tables.js';
import { bankAccounts, bankTransactions, importBatches } from './banking.tables.js';
import { EMPTY_ROWS, type StoredRows } from './stored-rows.js';

export type BatchRow = typeof importBatches.$inferSelect;
export type BatchView = Omit<BatchRow, 'rows'> & {
  businessName: string;
  businessStatus: 'active' | 'archived';
  bankAccountName: string;
  createdByName: string | null;
};

const viewColumns = {
  id: importBatches.id,
  businessId: importBatches.businessId,
  bankAccountId: importBatches.bankAccountId,
  fileName: importBatches.fileName,
  format: importBatches.format,
  status: importBatches.status,
  rowCount: importBatches.rowCount,
  importedCount: importBatches.importedCount,
  duplicateCount: importBatches.duplicateCount,
  error: importBatches.error,
  createdBy: importBatches.createdBy,
  createdAt: importBatches.createdAt,
  committedAt: importBatches.committedAt,
  closingBalance: importBatches.closingBalance,
  closingDate: importBatches.closingDate,
  businessName: businesses.name,
  businessStatus: businesses.status,
  bankAccountName: bankAccounts.name,
  createdByName: sql<string | null>`case when ${users.id} is null then null else trim(${users.firstName} || ' ' || ${users.lastName}) end`,
};

const joined = (db: Db) =>
  db
    .select(viewColumns)
    .from(importBatches)
    .innerJoin(businesses, eq(businesses.id, importBatches.businessId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, importBatches.bankAccountId))
    .leftJoin(users, eq(users.id, importBatches.createdBy));

export async function findBatch(db: Db, id: string, scope: SQL | undefined): Promise<BatchView | undefined> {
  const [row] = await joined(db)
    .where(and(eq(importBatches.id, id), scope))
    .limit(1);
  return row;
}

export interface BatchFilter {
  scope: SQL | undefined;
  businessId?: string | undefined;
  bankAccountId?: string | undefined;
  status?: BatchRow['status'] | undefined;
}

export async function listBatches(
  db: Db,
  filter: BatchFilter,
  page: { skip: number; limit: number },
): Promise<{ rows: BatchView[]; total: number }> {
  const where = and(
    filter.scope,
    filter.businessId ? eq(importBatches.businessId, filter.businessId) : undefined,
    filter.bankAccountId ? eq(importBatches.bankAccountId, filter.bankAccountId) : undefined,
    filter.status ? eq(importBatches.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(importBatches.createdAt), desc(importBatches.id)).offset(page.skip).limit(page.limit),
    db.select({ n: count() }).from(importBatches).innerJoin(businesses, eq(businesses.id, importBatches.businessId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A new batch; its rows come as their JSON text (storedRowsJson), not to be serialised again here. */
export async function insertBatch(
  db: Db,
  { rowsJson, ...values }: Omit<typeof importBatches.$inferInsert, 'rows'> & { rowsJson: string },
): Promise<void> {
  await db.insert(importBatches).values({ ...values, rows: sql`${rowsJson}::jsonb` });
}

/** Locks a batch against a second commit; true when it is still waiting for one. */
export async function lockPreviewed(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ status: importBatches.status }).from(importBatches).where(eq(importBatches.id, id)).for('update');
  return row?.status === 'previewed';
}

/** Every stored row of a batch, for the commit's duplicate re-check when the account gained candidates. */
export async function storedRows(db: Db, id: string): Promise<StoredRows> {
  const [row] = await db.select({ rows: importBatches.rows }).from(importBatches).where(eq(importBatches.id, id));
  return (row?.rows ?? EMPTY_ROWS) as StoredRows;
}

/** One page of a batch's stored rows, cut in the database rather than shipping the whole file. */
export async function batchRowsPage(db: Db, id: string, skip: number, limit: number): Promise<StoredRows> {
  const slice = `$[${skip} to ${skip + limit - 1}]`;
  const column = (name: keyof StoredRows) => sql`${name}::text, jsonb_path_query_array(rows -> ${name}::text, ${slice}::jsonpath)`;
  const result = await db.execute(sql`
    select jsonb_build_object(${sql.join((Object.keys(EMPTY_ROWS) as Array<keyof StoredRows>).map(column), sql`, `)}) as page
    from ${importBatches} where id = ${id} and rows is not null`);
  return (result.rows[0]?.page as StoredRows | undefined) ?? EMPTY_ROWS;
}

export async function markCommitted(db: Db, id: string, counts: { importedCount: number; duplicateCount: number }): Promise<void> {
  // The rows were only kept for the commit; the transactions now hold them.
  await db
    .update(importBatches)
    .set({ ...counts, status: 'committed', committedAt: new Date(), rows: null })
    .where(eq(importBatches.id, id));
}

export async function deleteBatch(db: Db, id: string): Promise<void> {
  await db.delete(importBatches).where(eq(importBatches.id, id));
}

/** The sum of the account's transactions after its opening date and up to `upTo` (either bound optional). */
export async function heldBalance(db: Db, bankAccountId: string, range: { after: string | null; upTo: string | null }): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(amount), 0)::text as n from ${bankTransactions}
    where bank_account_id = ${bankAccountId}
      and (${range.after}::date is null or date > ${range.after}::date)
      and (${range.upTo}::date is null or date <= ${range.upTo}::date)`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function lockBankAccount(db: Db, id: string): Promise<void> {
  await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, id)).for('update');
}

/**
 * What the account holds in a date range, or under one of some bank ids: the candidates for
 * duplicates. `span` is a from-item giving the range as (lo, hi); `ids`, a query of bank ids.
 */
async function candidates(db: Db, bankAccountId: string, span: SQL, ids: SQL | undefined): Promise<DedupeFields[]> {
  const byId = ids ? sql` or t.external_id in (${ids})` : sql``;
  const result = await db.execute(sql`
    select t.date::text as date, t.amount::text as amount, t.description, t.external_id
    from ${bankTransactions} t, ${span} as span
    where t.bank_account_id = ${bankAccountId} and (t.date between span.lo and span.hi${byId})`);
  return result.rows.map((r) => {
    const fields: DedupeFields = { date: String(r.date), amount: Number(r.amount), description: String(r.description) };
    if (typeof r.external_id === 'string') fields.externalId = r.external_id;
    return fields;
  });
}

/** The candidates for a statement being previewed, its range and bank ids read in the server. */
export function existingForDedupe(
  db: Db,
  bankAccountId: string,
  range: { from: string; to: string },
  externalIds: readonly string[],
): Promise<DedupeFields[]> {
  const ids = externalIds.length > 0 ? sql`select unnest(${sql.param(externalIds)}::text[])` : undefined;
  return candidates(db, bankAccountId, sql`(select ${range.from}::date as lo, ${range.to}::date as hi)`, ids);
}

/** The candidates for a stored batch, its range and bank ids read from the rows where they are kept. */
export function existingForBatch(db: Db, id: string, bankAccountId: string): Promise<DedupeFields[]> {
  const stored = (field: keyof StoredRows) =>
    sql`jsonb_array_elements_text((select rows -> ${field}::text from ${importBatches} where id = ${id}))`;
  const span = sql`(select min(d)::date as lo, max(d)::date as hi from ${stored('date')} as d)`;
  return candidates(db, bankAccountId, span, sql`select x from ${stored('externalId')} as x where x is not null`);
}

/**
 * The batch's rows go into the account in one INSERT … SELECT, expanded from the stored JSON
 * inside the database: shipping 100,000 rows to the server and back as arrays cost more than
 * the insert's own work. Rows the preview marked as duplicates, and the 0-based positions in
 * `skip`, stay out. No ON CONFLICT: the commit holds the account's lock and has skipped every
 * bank id the account holds, so the unique index on bank ids is a backstop that fails the
 * import (all of it) rather than dropping rows unseen. Answers how many rows went in.
 */
export async function insertFromBatch(
  db: Db,
  target: { businessId: string; bankAccountId: string; batchId: string },
  skip: readonly number[],
): Promise<number> {
  const result = await db.execute(sql`
    with stored as (select rows from ${importBatches} where id = ${target.batchId}),
    inserted as (
      insert into ${bankTransactions} (business_id, bank_account_id, date, description, reference, payee, amount, external_id, import_batch_id)
      select ${target.businessId}::uuid, ${target.bankAccountId}::uuid, u.d::date, u.t, u.r, u.p, u.a::bigint, u.x, ${target.batchId}::uuid
      from stored, rows from (
        jsonb_array_elements_text(rows -> 'date'), jsonb_array_elements_text(rows -> 'description'), jsonb_array_elements_text(rows -> 'reference'),
        jsonb_array_elements_text(rows -> 'payee'), jsonb_array_elements_text(rows -> 'amount'), jsonb_array_elements_text(rows -> 'externalId'),
        jsonb_array_elements_text(rows -> 'duplicate')
      ) with ordinality as u(d, t, r, p, a, x, dup, n)
      where u.dup = '0' and u.n - 1 <> all(${sql.param([...skip])}::int[])
      returning 1
    ) select count(*)::int as n from inserted`);
  return Number(result.rows[0]?.n ?? 0);
}
