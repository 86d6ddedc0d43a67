/** SQL of coding: the transaction being coded (locked), the GST account, and the link to its entry. */
import { sql } from 'drizzle-orm';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { cents, selectRows } from './ledger.sql.js';

export interface CodableTransaction {
  id: string;
  businessId: string;
  date: string;
  amount: number;
  description: string;
  payee: string;
  journalEntryId: string | null;
  bankLedgerAccountId: string;
}

export interface LockedTransaction extends CodableTransaction {
  /** The statement date of the reconciliation holding the line, null when none does. */
  reconciledTo: string | null;
}

/** Locked until the transaction ends, so two people coding the same row cannot both post. */
export async function lockTransaction(db: Db, id: string): Promise<LockedTransaction | undefined> {
  const [row] = await selectRows<{
    id: string;
    business_id: string;
    date: string;
    amount: number | string;
    description: string;
    payee: string;
    journal_entry_id: string | null;
    ledger_account_id: string;
    reconciled_to: string | null;
  }>(
    db,
    sql`select t.id, t.business_id, t.date::text as date, t.amount, t.description, t.payee, t.journal_entry_id, ba.ledger_account_id,
          (select r.statement_date::text from bank_reconciliations r where r.id = t.reconciliation_id) as reconciled_to
        from bank_transactions t join bank_accounts ba on ba.id = t.bank_account_id
        where t.id = ${id} for update of t`,
  );
  return (
    row && {
      id: row.id,
      businessId: row.business_id,
      date: row.date,
      amount: cents(row.amount),
      description: row.description,
      payee: row.payee,
      journalEntryId: row.journal_entry_id,
      bankLedgerAccountId: row.ledger_account_id,
      reconciledTo: row.reconciled_to,
    }
  );
}

/** The chart's account with system role 'gst', where coded GST goes. */
export async function gstAccountOf(db: Db, businessId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select a.id from accounts a join charts c on c.id = a.chart_id where c.business_id = ${businessId} and a.system_role = 'gst'`,
  );
  return row?.id;
}

export async function linkEntry(db: Db, transactionId: string, entryId: string | null): Promise<void> {
  await db.execute(
    sql`update bank_transactions set journal_entry_id = ${entryId}::uuid, coded_by_rule_id = null where id = ${transactionId}`,
  );
}

/** Many codings' links at once (postCodings' entries, in one statement): coded by hand, not by a rule. */
export async function linkEntries(db: Db, links: readonly { transactionId: string; entryId: string }[]): Promise<void> {
  if (links.length === 0) return;
  await db.execute(
    sql`update bank_transactions t set journal_entry_id = l.entry, coded_by_rule_id = null
        from unnest(${pgArray(links.map((l) => l.transactionId))}::uuid[], ${pgArray(links.map((l) => l.entryId))}::uuid[]) as l(tx, entry)
        where t.id = l.tx`,
  );
}
