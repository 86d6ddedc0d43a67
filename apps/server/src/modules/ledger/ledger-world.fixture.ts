/**
 * The practice world (test/practice-world.ts) with ledgers: b1 (in scope of Region Admin A,
 * Supervisor A, Case Manager A1, Brand Admin X and c1's portal user) and b5 (outside Region
 * Admin A's scope) each get the compact chart, a bank account and a few uncoded transactions.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { buildBankAccount, buildBankTransactions, buildChartWithAccounts } from '../../../test/factories.js';
import { buildPracticeWorld } from '../../../test/practice-world.js';

async function buildLedger(ctx: AppContext, businessId: string) {
  const chart = await buildChartWithAccounts(ctx, businessId);
  const account = (code: string) => {
    const row = chart.accounts[code];
    if (!row) throw new Error(`no account ${code} in the test chart`);
    return row.id;
  };
  const bankAccount = await buildBankAccount(ctx, { businessId, ledgerAccountId: account('1-1110') });
  const transactions = await buildBankTransactions(ctx, bankAccount, [
    { date: '2024-07-03', amount: -11000, description: 'Officeworks', payee: 'Officeworks' },
    { date: '2024-07-05', amount: 55000, description: 'Invoice 1001', payee: 'Harbour Cafe' },
    { date: '2024-07-09', amount: -250000, description: 'Wages', payee: 'Payroll' },
    { date: '2024-08-01', amount: -33000, description: 'Rent August', payee: 'Harbour Property' },
  ]);
  const tx = (index: number) => {
    const row = transactions[index];
    if (!row) throw new Error(`no transaction ${index}`);
    return row;
  };
  return { chartId: chart.chartId, accounts: chart.accounts, account, bankAccount, transactions, tx };
}

export async function buildLedgerWorld(ctx: AppContext) {
  const world = await buildPracticeWorld(ctx);
  return { ...world, l1: await buildLedger(ctx, world.businesses.b1.id), l5: await buildLedger(ctx, world.businesses.b5.id) };
}

export type LedgerWorld = Awaited<ReturnType<typeof buildLedgerWorld>>;

/**
 * Where a summary kept by triggers differs from the rows it sums: months of account_month_balances
 * against the journal lines, and businesses of bank_uncoded_counts against their uncoded lines. 0 when the triggers held.
 */
export async function summaryMismatches(ctx: AppContext): Promise<number> {
  const result = await ctx.db.execute(sql`
    select (select count(*)::int from (
      select business_id, account_id, date_trunc('month', date)::date as month, sum(amount)::bigint as amount
      from journal_lines group by 1, 2, 3
    ) l full join account_month_balances b using (business_id, account_id, month)
    where l.amount is distinct from b.amount)
    + (select count(*)::int from (
      select business_id, count(*)::int as lines from bank_transactions where journal_entry_id is null group by 1
    ) t full join (select business_id, lines from bank_uncoded_counts where lines <> 0) c using (business_id)
    where t.lines is distinct from c.lines) as n`);
  return Number(result.rows[0]?.n ?? -1);
}

export async function countOf(ctx: AppContext, table: 'journal_entries' | 'journal_lines'): Promise<number> {
  const result = await ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(result.rows[0]?.n ?? -1);
}

export async function setLock(ctx: AppContext, businessId: string, lockDate: string | null): Promise<void> {
  await ctx.db.execute(sql`update businesses set lock_date = ${lockDate} where id = ${businessId}`);
}
