/** SQL of bank reconciliation: the balances at a date, the lines that explain them, and the reconciliations themselves. */
import type { ReconciliationLineDto, ReconciliationRecordDto, StatementBalanceDto } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cents, selectRows, type DbNumber } from './ledger.sql.js';

/** How many lines of each kind the screen lists; the counts and sums cover every one. */
export const LINES_LISTED = 200;

export interface ReconcilableAccount {
  id: string;
  ledgerAccountId: string;
}

/** The business's bank account, locked when `forUpdate`, so two reconciliations of it run one after the other. */
export async function findAccount(db: Db, businessId: string, id: string, forUpdate = false): Promise<ReconcilableAccount | undefined> {
  const [row] = await selectRows<{ id: string; ledger_account_id: string }>(
    db,
    sql`select id, ledger_account_id from bank_accounts where id = ${id} and business_id = ${businessId}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return row && { id: row.id, ledgerAccountId: row.ledger_account_id };
}

export async function ledgerBalance(db: Db, businessId: string, account: ReconcilableAccount, date: string): Promise<number> {
  const [row] = await selectRows<{ total: DbNumber | null }>(
    db,
    sql`select sum(amount) as total from journal_lines
        where business_id = ${businessId} and account_id = ${account.ledgerAccountId} and date <= ${date}::date`,
  );
  return cents(row?.total);
}

interface LineRow {
  id: string;
  date: string;
  description: string;
  amount: DbNumber;
  entry_number: DbNumber | null;
  total_count: DbNumber;
  total_amount: DbNumber;
}

function lineGroup(rows: readonly LineRow[]) {
  const first = rows[0];
  return {
    count: first ? Number(first.total_count) : 0,
    amount: first ? cents(first.total_amount) : 0,
    lines: rows.map((r): ReconciliationLineDto => ({
      id: r.id,
      date: r.date,
      description: r.description,
      amount: cents(r.amount),
      entryNumber: r.entry_number === null ? null : Number(r.entry_number),
    })),
  };
}

/** Bank lines up to `date` with no entry: on the statement, not yet in the ledger. */
export async function uncodedLines(db: Db, account: ReconcilableAccount, date: string) {
  return lineGroup(
    await selectRows<LineRow>(
      db,
      sql`select id, date::text as date, case when payee = '' then description else payee || ': ' || description end as description,
            amount, null as entry_number, count(*) over () as total_count, sum(amount) over () as total_amount
          from bank_transactions
          where bank_account_id = ${account.id} and date <= ${date}::date and journal_entry_id is null
          order by date, id limit ${LINES_LISTED}`,
    ),
  );
}

/**
 * Ledger lines on the bank's account up to `date` that no bank line of this account stands
 * behind (a manual journal, another account's transfer): in the ledger, not on the statement.
 * The opening balance is on both, so it is not one of them.
 */
export async function unmatchedLines(db: Db, businessId: string, account: ReconcilableAccount, date: string) {
  return lineGroup(
    await selectRows<LineRow>(
      db,
      sql`select e.id, l.date::text as date, coalesce(nullif(l.description, ''), e.narration) as description, l.amount,
            e.number as entry_number, count(*) over () as total_count, sum(l.amount) over () as total_amount
          from journal_lines l join journal_entries e on e.id = l.entry_id
          where l.business_id = ${businessId} and l.account_id = ${account.ledgerAccountId} and l.date <= ${date}::date
            and e.source <> 'opening'
            and not exists (select 1 from bank_transactions bt where bt.id = e.bank_transaction_id and bt.bank_account_id = ${account.id})
          order by l.date, e.number, l.id limit ${LINES_LISTED}`,
    ),
  );
}

/** Closing balances of the account's committed imports, newest first. */
export async function statementBalances(db: Db, account: ReconcilableAccount): Promise<StatementBalanceDto[]> {
  const rows = await selectRows<{ date: string; balance: DbNumber; file_name: string }>(
    db,
    sql`select closing_date::text as date, closing_balance as balance, file_name from import_batches
        where bank_account_id = ${account.id} and status = 'committed' and closing_balance is not null and closing_date is not null
        order by closing_date desc, committed_at desc limit 50`,
  );
  return rows.map((r) => ({ date: r.date, balance: cents(r.balance), fileName: r.file_name }));
}

/** The account's reconciliations, latest first. */
export async function reconciliations(db: Db, account: ReconcilableAccount): Promise<ReconciliationRecordDto[]> {
  const rows = await selectRows<{
    id: string;
    statement_date: string;
    statement_balance: DbNumber;
    line_count: DbNumber;
    created_by: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select r.id, r.statement_date::text as statement_date, r.statement_balance, r.line_count, r.created_at,
          nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as created_by
        from bank_reconciliations r left join users u on u.id = r.created_by
        where r.bank_account_id = ${account.id} order by r.statement_date desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    statementDate: r.statement_date,
    statementBalance: cents(r.statement_balance),
    lineCount: Number(r.line_count),
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Records the reconciliation and freezes every line of the account up to its date that no earlier one holds. */
export async function insertReconciliation(
  db: Db,
  values: { businessId: string; account: ReconcilableAccount; statementDate: string; statementBalance: number; createdBy: string },
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into bank_reconciliations (business_id, bank_account_id, statement_date, statement_balance, line_count, created_by)
        values (${values.businessId}, ${values.account.id}, ${values.statementDate}, ${values.statementBalance}, 0, ${values.createdBy})
        returning id`,
  );
  if (!row) throw new Error('reconciliation not inserted');
  await db.execute(sql`with marked as (
      update bank_transactions set reconciliation_id = ${row.id}
      where bank_account_id = ${values.account.id} and date <= ${values.statementDate}::date and reconciliation_id is null
      returning 1)
    update bank_reconciliations set line_count = (select count(*) from marked) where id = ${row.id}`);
  return row.id;
}

/** Releases the reconciliation's lines and removes it. */
export async function deleteReconciliation(db: Db, account: ReconcilableAccount, id: string): Promise<void> {
  await db.execute(
    sql`update bank_transactions set reconciliation_id = null where bank_account_id = ${account.id} and reconciliation_id = ${id}`,
  );
  await db.execute(sql`delete from bank_reconciliations where id = ${id}`);
}
