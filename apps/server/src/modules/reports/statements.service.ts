/**
 * Trial balance, profit and loss and balance sheet (ACCOUNTING.md) over one or more periods:
 * LOAD the per-account sums of every period in one snapshot (summary months plus the partial
 * months at the edges, see trial-balance.load.ts), COMPUTE each period with the domain, then
 * lay the periods side by side, one amount per period on every line.
 */
import {
  balanceSheet,
  financialYearStart,
  isProfitAndLoss,
  MissingRetainedEarningsError,
  profitAndLoss,
  trialBalance,
  type AccountSums,
  type BalanceSheetReport,
  type Cents,
  type LedgerAccount,
  type ProfitAndLossReport,
  type ReportAccountLine,
  type ReportPeriod,
  type TrialBalanceReport,
  message,
} from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import { readSnapshot } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import type { ResolvedReport } from './report-scope.js';
import { chartAccountsOf, loadAccountSums } from './trial-balance.load.js';

interface Loaded {
  accounts: LedgerAccount[];
  sums: Map<string, AccountSums>[];
}

async function loadSums(db: Db, businessId: string, ranges: readonly ReportPeriod[]): Promise<Loaded> {
  return readSnapshot(db, async (tx) => {
    const accounts = await chartAccountsOf(tx, businessId);
    const ids = accounts.map((a) => a.id);
    const sums: Map<string, AccountSums>[] = [];
    for (const range of ranges) sums.push(await loadAccountSums(tx, businessId, ids, range));
    return { accounts, sums };
  });
}

function withRetainedEarnings<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof MissingRetainedEarningsError) throw Errors.conflict(message('reports.noRetainedEarnings'));
    throw error;
  }
}

interface Named {
  accountId: string;
  code: string;
  name: string;
  amount: Cents;
}

/** One line per account that shows in any period, with its amount in each (0 where absent). */
export function sideBySide(periods: ReadonlyArray<readonly Named[]>): ReportAccountLine[] {
  const lines = new Map<string, ReportAccountLine>();
  periods.forEach((period, i) => {
    for (const { accountId, code, name, amount } of period) {
      const line = lines.get(accountId) ?? { accountId, code, name, amounts: periods.map(() => 0) };
      line.amounts[i] = amount;
      lines.set(accountId, line);
    }
  });
  return [...lines.values()].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

const head = (r: ResolvedReport) => ({ from: r.from, to: r.to, compare: r.compare, periods: r.periods });

/** Balance-sheet accounts to `to`, profit-and-loss accounts from `from`; profit before `from` rolled into retained earnings. */
export async function computeTrialBalanceReport(db: Db, businessId: string, r: ResolvedReport): Promise<TrialBalanceReport> {
  const { accounts, sums } = await loadSums(db, businessId, r.periods);
  const tables = withRetainedEarnings(() => sums.map((s) => trialBalance(accounts, s)));
  const balances = sideBySide(tables.map((t) => t.rows.map((row) => ({ ...row, amount: row.balance }))));
  const typeOf = new Map(accounts.map((a) => [a.id, a.type]));
  return {
    type: 'trial-balance',
    ...head(r),
    rows: balances.map(({ accountId, code, name, amounts }) => {
      const balance = amounts[0] ?? 0;
      return {
        accountId,
        code,
        name,
        type: typeOf.get(accountId) ?? 'asset',
        debit: Math.max(balance, 0),
        credit: Math.max(-balance, 0),
        balances: amounts,
      };
    }),
    totals: tables[0]?.totals ?? { debit: 0, credit: 0 },
    periodTotals: tables.map((t) => t.totals),
  };
}

export async function computeProfitAndLossReport(db: Db, businessId: string, r: ResolvedReport): Promise<ProfitAndLossReport> {
  const { accounts, sums } = await loadSums(db, businessId, r.periods);
  const pl = accounts.filter((a) => isProfitAndLoss(a.type));
  const reports = sums.map((s) => profitAndLoss(pl, new Map([...s].map(([id, { toEnd, beforeStart }]) => [id, toEnd - beforeStart]))));
  const section = (key: keyof ProfitAndLossReport['sections']) => sideBySide(reports.map((p) => p.sections[key]));
  return {
    type: 'profit-and-loss',
    ...head(r),
    sections: {
      income: section('income'),
      costOfSales: section('costOfSales'),
      expenses: section('expenses'),
      otherIncome: section('otherIncome'),
      otherExpense: section('otherExpense'),
    },
    totals: reports[0]?.totals ?? profitAndLoss([], new Map()).totals,
    periodTotals: reports.map((p) => p.totals),
  };
}

/** A position at the `to` of each period; current-year earnings from the financial year's start. */
export async function computeBalanceSheetReport(
  db: Db,
  businessId: string,
  r: ResolvedReport,
  financialYearStartMonth: number,
): Promise<BalanceSheetReport> {
  const ranges = r.periods.map((p) => ({ from: financialYearStart(p.to, financialYearStartMonth), to: p.to }));
  const { accounts, sums } = await loadSums(db, businessId, ranges);
  const sheets = withRetainedEarnings(() => sums.map((s) => balanceSheet(accounts, s)));
  return {
    type: 'balance-sheet',
    ...head(r),
    assets: sideBySide(sheets.map((s) => s.assets)),
    liabilities: sideBySide(sheets.map((s) => s.liabilities)),
    equity: sideBySide(sheets.map((s) => s.equity)),
    totals: sheets[0]?.totals ?? balanceSheet([], new Map()).totals,
    periodTotals: sheets.map((s) => s.totals),
  };
}
