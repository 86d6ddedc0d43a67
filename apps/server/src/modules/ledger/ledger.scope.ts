/**
 * The caller's data scope for ledger records: a business, bank transaction or journal entry
 * outside it is simply not found (404), the same answer as one that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { businesses, inBusinessScope } from '../businesses/index.js';
import { journalEntries } from './ledger.tables.js';

export interface ScopedBusiness {
  id: string;
  name: string;
  lockDate: string | null;
  financialYearStartMonth: number;
}

export async function businessInScope(db: Db, actor: AuthUser, businessId: string): Promise<ScopedBusiness> {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      lockDate: businesses.lockDate,
      financialYearStartMonth: businesses.financialYearStartMonth,
    })
    .from(businesses)
    .where(inBusinessScope(actor, eq(businesses.id, businessId)))
    .limit(1);
  if (!row) throw Errors.notFound('Business');
  return row;
}

/** The business a bank transaction belongs to, when the caller sees it. */
export async function transactionBusinessInScope(db: Db, actor: AuthUser, transactionId: string): Promise<string> {
  const [row] = await db
    .select({ businessId: bankTransactions.businessId })
    .from(bankTransactions)
    .innerJoin(businesses, eq(businesses.id, bankTransactions.businessId))
    .where(inBusinessScope(actor, eq(bankTransactions.id, transactionId)))
    .limit(1);
  if (!row) throw Errors.notFound('Transaction');
  return row.businessId;
}

/** A journal entry with its business, when the caller sees it. */
export async function entryInScope(db: Db, actor: AuthUser, entryId: string) {
  const [row] = await db
    .select({ id: journalEntries.id, businessId: journalEntries.businessId, source: journalEntries.source })
    .from(journalEntries)
    .innerJoin(businesses, eq(businesses.id, journalEntries.businessId))
    .where(and(inBusinessScope(actor), eq(journalEntries.id, entryId)))
    .limit(1);
  if (!row) throw Errors.notFound('Journal entry');
  return row;
}
