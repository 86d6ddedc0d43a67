/** SQL on the accounts of one chart, whatever kind of chart it is. */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AccountRole } from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import { bankAccounts } from '../banking/banking.tables.js';
import { journalLines } from '../ledger/ledger.tables.js';
import { accounts } from './charts.tables.js';
import type { AccountListQuery } from './charts.schema.js';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountInsert = typeof accounts.$inferInsert;
export type AccountView = AccountRow & { hasPostings: boolean };

export const ACCOUNT_CODE_CONSTRAINT = 'accounts_chart_code_key';
export const ACCOUNT_ROLE_CONSTRAINT = 'accounts_chart_role_key';

/** Journal lines carry their business, so the check runs on the (business, account, date) index. */
const postsTo = (businessId: string, accountId: SQL | string) =>
  sql<boolean>`exists (select 1 from ${journalLines} where ${journalLines.businessId} = ${businessId} and ${journalLines.accountId} = ${accountId})`;

/** `%`, `_` and `\` typed by a user are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAccounts(db: Db, chartId: string, filter: AccountListQuery, businessId: string | null): Promise<AccountView[]> {
  const keyword = filter.keyword ? likePattern(filter.keyword) : undefined;
  return db
    .select({
      id: accounts.id,
      chartId: accounts.chartId,
      code: accounts.code,
      name: accounts.name,
      type: accounts.type,
      subtype: accounts.subtype,
      taxCode: accounts.taxCode,
      description: accounts.description,
      systemRole: accounts.systemRole,
      active: accounts.active,
      sortOrder: accounts.sortOrder,
      createdAt: accounts.createdAt,
      updatedAt: accounts.updatedAt,
      hasPostings: businessId ? postsTo(businessId, sql`${accounts.id}`) : sql<boolean>`false`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.chartId, chartId),
        keyword ? or(ilike(accounts.code, keyword), ilike(accounts.name, keyword)) : undefined,
        filter.type ? eq(accounts.type, filter.type) : undefined,
        filter.active === undefined ? undefined : eq(accounts.active, filter.active),
      ),
    )
    .orderBy(asc(accounts.sortOrder), asc(accounts.code), asc(accounts.id));
}

export async function findAccount(
  db: Db,
  chartId: string,
  accountId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AccountRow | undefined> {
  const query = db
    .select()
    .from(accounts)
    .where(and(eq(accounts.chartId, chartId), eq(accounts.id, accountId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findAccountByCode(db: Db, chartId: string, code: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.chartId, chartId), eq(accounts.code, code)))
    .limit(1);
  return row;
}

export async function findAccountWithRole(db: Db, chartId: string, role: AccountRole): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.chartId, chartId), eq(accounts.systemRole, role)))
    .limit(1);
  return row;
}

export async function allAccounts(db: Db, chartId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.chartId, chartId))
    .orderBy(asc(accounts.sortOrder), asc(accounts.code), asc(accounts.id));
}

export async function insertAccount(db: Db, values: AccountInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account not inserted');
  return row;
}

export async function insertAccounts(db: Db, values: AccountInsert[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return rows.length;
}

export async function updateAccount(db: Db, id: string, values: Partial<AccountInsert>): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new Error('account not updated');
  return row;
}

export async function deleteAccount(db: Db, id: string): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}

export async function accountHasPostings(db: Db, businessId: string, accountId: string): Promise<boolean> {
  const result = await db.execute(sql`select ${postsTo(businessId, accountId)} as posted`);
  return result.rows[0]?.posted === true;
}

/** The bank account whose ledger account this is, if any. */
export async function bankAccountUsing(db: Db, accountId: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: bankAccounts.id, name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.ledgerAccountId, accountId))
    .limit(1);
  return row;
}
