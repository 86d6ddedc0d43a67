/**
 * Balance sheet at T (ACCOUNTING.md): assets, liabilities, equity with retained earnings (as in
 * the trial balance) and current-year earnings (net profit from S to T). Assets always equal
 * liabilities plus equity, because every entry balances.
 */
import { isProfitAndLoss, type LedgerAccount } from '../accounts.js';
import type { Cents } from '../money.js';
import type { AccountSums } from './trial-balance.js';
import { MissingRetainedEarningsError } from './trial-balance.js';

export interface BalanceSheetLine {
  accountId: string;
  code: string;
  name: string;
  amount: Cents;
}

export interface BalanceSheet {
  assets: BalanceSheetLine[];
  liabilities: BalanceSheetLine[];
  equity: BalanceSheetLine[];
  totals: { assets: Cents; liabilities: Cents; equity: Cents; retainedEarnings: Cents; currentYearEarnings: Cents };
}

export function balanceSheet(accounts: readonly LedgerAccount[], sums: ReadonlyMap<string, AccountSums>): BalanceSheet {
  const sheet: BalanceSheet = {
    assets: [],
    liabilities: [],
    equity: [],
    totals: { assets: 0, liabilities: 0, equity: 0, retainedEarnings: 0, currentYearEarnings: 0 },
  };
  const retained = accounts.find((a) => a.systemRole === 'retained_earnings');
  let profitBeforeStart = 0;
  let profitThisYear = 0;
  const ordered = [...accounts].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  for (const account of ordered) {
    const s = sums.get(account.id) ?? { toEnd: 0, beforeStart: 0 };
    if (isProfitAndLoss(account.type)) {
      profitBeforeStart -= s.beforeStart;
      profitThisYear -= s.toEnd - s.beforeStart;
      continue;
    }
    const line = { accountId: account.id, code: account.code, name: account.name };
    if (account.type === 'asset') {
      if (s.toEnd !== 0) sheet.assets.push({ ...line, amount: s.toEnd });
      sheet.totals.assets += s.toEnd;
    } else if (account.type === 'liability') {
      if (s.toEnd !== 0) sheet.liabilities.push({ ...line, amount: -s.toEnd });
      sheet.totals.liabilities -= s.toEnd;
    } else if (account.id === retained?.id) {
      sheet.totals.retainedEarnings -= s.toEnd;
    } else {
      if (s.toEnd !== 0) sheet.equity.push({ ...line, amount: -s.toEnd });
      sheet.totals.equity -= s.toEnd;
    }
  }
  if (profitBeforeStart !== 0 && !retained) throw new MissingRetainedEarningsError();
  sheet.totals.retainedEarnings += profitBeforeStart;
  sheet.totals.currentYearEarnings = profitThisYear;
  sheet.totals.equity += sheet.totals.retainedEarnings + profitThisYear;
  return sheet;
}
