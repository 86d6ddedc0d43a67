/** All SQL of contractors: the records, their payment links and the lines their keywords find. */
import { and, asc, count, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { ContractorAddress, ContractorDto, TparAddress } from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { contractorPayments, contractors } from './contractors.tables.js';

export type ContractorRow = typeof contractors.$inferSelect;

export const addressOf = (row: ContractorRow): TparAddress => ({
  line1: row.addressLine1,
  line2: row.addressLine2,
  suburb: row.suburb,
  state: row.state,
  postcode: row.postcode,
});

export const addressColumns = (address: ContractorAddress) => ({
  addressLine1: address.line1,
  addressLine2: address.line2,
  suburb: address.suburb,
  state: address.state,
  postcode: address.postcode,
});

export async function listContractors(db: Db, businessId: string): Promise<ContractorDto[]> {
  const rows = await db
    .select({ row: contractors, paymentCount: count(contractorPayments.bankTransactionId) })
    .from(contractors)
    .leftJoin(contractorPayments, eq(contractorPayments.contractorId, contractors.id))
    .where(eq(contractors.businessId, businessId))
    .groupBy(contractors.id)
    .orderBy(asc(contractors.name), asc(contractors.id));
  return rows.map(({ row, paymentCount }) => presentContractor(row, paymentCount));
}

export function presentContractor(row: ContractorRow, paymentCount: number): ContractorDto {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    abn: row.abn,
    address: addressOf(row),
    email: row.email,
    keywords: row.keywords,
    paymentCount,
  };
}

export async function contractorOf(db: Db, businessId: string, contractorId: string): Promise<ContractorRow | undefined> {
  const [row] = await db
    .select()
    .from(contractors)
    .where(and(eq(contractors.businessId, businessId), eq(contractors.id, contractorId)))
    .limit(1);
  return row;
}

export async function paymentCountOf(db: Db, contractorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contractorPayments).where(eq(contractorPayments.contractorId, contractorId));
  return row?.n ?? 0;
}

export interface CandidateRow {
  id: string;
  date: string;
  description: string;
  payee: string;
  amount: number;
  contractorPayment: boolean;
}

/** The business's lines the predicate (a rule tree compiled by the coding module) finds that no contractor has yet. */
export async function unlinkedLinesWhere(db: Db, businessId: string, predicate: SQL, limit: number): Promise<CandidateRow[]> {
  return db
    .select({
      id: bankTransactions.id,
      date: bankTransactions.date,
      description: bankTransactions.description,
      payee: bankTransactions.payee,
      amount: bankTransactions.amount,
      contractorPayment: bankTransactions.contractorPayment,
    })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.businessId, businessId),
        predicate,
        notExists(
          db
            .select({ one: sql`1` })
            .from(contractorPayments)
            .where(eq(contractorPayments.bankTransactionId, bankTransactions.id)),
        ),
      ),
    )
    .orderBy(asc(bankTransactions.date), asc(bankTransactions.id))
    .limit(limit);
}

export async function spendLinesOf(db: Db, businessId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: bankTransactions.id, amount: bankTransactions.amount })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.businessId, businessId), inArray(bankTransactions.id, [...ids])));
}

export async function markContractorPayments(db: Db, ids: readonly string[], marked: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(bankTransactions)
    .set({ contractorPayment: marked })
    .where(inArray(bankTransactions.id, [...ids]));
}
