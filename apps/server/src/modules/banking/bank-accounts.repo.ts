/** SQL on bank accounts. Every read names the business, so an id from another business is not found. */
import { and, asc, desc, eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { accounts } from '../charts/index.js';
import { bankAccounts, bankTransactions, importBatches } from './banking.tables.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountInsert = typeof bankAccounts.$inferInsert;
export type BankAccountView = BankAccountRow & {
  ledgerCode: string;
  ledgerName: string;
  transactionCount: number;
  lastImportAt: Date | null;
};

const viewColumns = {
  id: bankAccounts.id,
  businessId: bankAccounts.businessId,
  name: bankAccounts.name,
  bsb: bankAccounts.bsb,
  accountNumber: bankAccounts.accountNumber,
  kind: bankAccounts.kind,
  ledgerAccountId: bankAccounts.ledgerAccountId,
  openingBalance: bankAccounts.openingBalance,
  openingDate: bankAccounts.openingDate,
  provider: bankAccounts.provider,
  connection: bankAccounts.connection,
  status: bankAccounts.status,
  createdAt: bankAccounts.createdAt,
  ledgerCode: accounts.code,
  ledgerName: accounts.name,
  transactionCount:
    sql<number>`(select count(*) from ${bankTransactions} where ${bankTransactions.bankAccountId} = ${bankAccounts.id})`.mapWith(Number),
  lastImportAt:
    sql<Date | null>`(select max(${importBatches.committedAt}) from ${importBatches} where ${importBatches.bankAccountId} = ${bankAccounts.id})`.mapWith(
      (v: string | Date | null) => (v === null ? null : new Date(v)),
    ),
};

export async function listBankAccounts(
  db: Db,
  businessId: string,
  filter: { status?: BankAccountRow['status'] | undefined; kind?: BankAccountRow['kind'] },
): Promise<BankAccountView[]> {
  return db
    .select(viewColumns)
    .from(bankAccounts)
    .innerJoin(accounts, eq(accounts.id, bankAccounts.ledgerAccountId))
    .where(
      and(
        eq(bankAccounts.businessId, businessId),
        filter.status ? eq(bankAccounts.status, filter.status) : undefined,
        filter.kind ? eq(bankAccounts.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(asc(bankAccounts.name), asc(bankAccounts.id));
}

export async function findBankAccountView(db: Db, businessId: string, id: string): Promise<BankAccountView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(bankAccounts)
    .innerJoin(accounts, eq(accounts.id, bankAccounts.ledgerAccountId))
    .where(and(eq(bankAccounts.businessId, businessId), eq(bankAccounts.id, id)))
    .limit(1);
  return row;
}

export async function findBankAccount(
  db: Db,
  businessId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BankAccountRow | undefined> {
  const query = db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.businessId, businessId), eq(bankAccounts.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertBankAccount(db: Db, values: BankAccountInsert): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  if (!row) throw new Error('bank account not inserted');
  return row;
}

export async function updateBankAccount(db: Db, id: string, values: Partial<BankAccountInsert>): Promise<BankAccountRow> {
  const [row] = await db.update(bankAccounts).set(values).where(eq(bankAccounts.id, id)).returning();
  if (!row) throw new Error('bank account not updated');
  return row;
}

export async function deleteBankAccount(db: Db, id: string): Promise<void> {
  await db.delete(bankAccounts).where(eq(bankAccounts.id, id));
}

/** Another bank account of the business already posting to this ledger account. */
export async function bankAccountOnLedger(
  db: Db,
  businessId: string,
  ledgerAccountId: string,
  exceptId?: string,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.businessId, businessId),
        eq(bankAccounts.ledgerAccountId, ledgerAccountId),
        exceptId ? ne(bankAccounts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function countTransactions(db: Db, bankAccountId: string, options: { codedOnly?: boolean } = {}): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bankTransactions)
    .where(
      and(eq(bankTransactions.bankAccountId, bankAccountId), options.codedOnly ? isNotNull(bankTransactions.journalEntryId) : undefined),
    );
  return row?.n ?? 0;
}

/** Codes in the chart's 1-1xxx range, highest first: where the next bank ledger account goes. */
export async function codesInBankRange(db: Db, chartId: string): Promise<Array<{ code: string; subtype: string }>> {
  return db
    .select({ code: accounts.code, subtype: accounts.subtype })
    .from(accounts)
    .where(and(eq(accounts.chartId, chartId), like(accounts.code, '1-1%')))
    .orderBy(desc(accounts.code));
}
