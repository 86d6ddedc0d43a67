/**
 * Trial balance at T (ACCOUNTING.md): balance-sheet accounts to T, profit-and-loss accounts
 * from S (the financial-year start, or an explicit `from`) to T, and every profit-and-loss line
 * before S rolled into retained earnings. Debits and credits always agree.
 */
import { isProfitAndLoss, type LedgerAccount } from '../accounts.js';
import type { Cents } from '../money.js';

/** Per account: the signed sum of its lines dated on or before T, and of those dated before S. */
export interface AccountSums {
  toEnd: Cents;
  beforeStart: Cents;
}

export interface TrialBalanceRow {
  accountId: string;
  code: string;
  name: string;
  type: LedgerAccount['type'];
  balance: Cents;
  debit: Cents;
  credit: Cents;
}

export interface TrialBalance {
  rows: TrialBalanceRow[];
  totals: { debit: Cents; credit: Cents };
}

export class MissingRetainedEarningsError extends Error {
  override name = 'MissingRetainedEarningsError';
  constructor() {
    super('The chart of accounts has no retained earnings account to roll earlier profit into.');
  }
}

const zero: AccountSums = { toEnd: 0, beforeStart: 0 };

/** The signed balance each account shows at T, with the roll into retained earnings applied. */
export function closingBalances(accounts: readonly LedgerAccount[], sums: ReadonlyMap<string, AccountSums>): Map<string, Cents> {
  const retained = accounts.find((a) => a.systemRole === 'retained_earnings');
  const balances = new Map<string, Cents>();
  let rolled = 0;
  for (const account of accounts) {
    const s = sums.get(account.id) ?? zero;
    if (isProfitAndLoss(account.type)) {
      balances.set(account.id, s.toEnd - s.beforeStart);
      rolled += s.beforeStart;
    } else {
      balances.set(account.id, s.toEnd);
    }
  }
  if (rolled !== 0 && !retained) throw new MissingRetainedEarningsError();
  if (retained) balances.set(retained.id, (balances.get(retained.id) ?? 0) + rolled);
  return balances;
}

export function trialBalance(accounts: readonly LedgerAccount[], sums: ReadonlyMap<string, AccountSums>): TrialBalance {
  const balances = closingBalances(accounts, sums);
  const rows = [...accounts]
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }))
    .map((a) => {
      const balance = balances.get(a.id) ?? 0;
      return {
        accountId: a.id,
        code: a.code,
        name: a.name,
        type: a.type,
        balance,
        debit: Math.max(balance, 0),
        credit: Math.max(-balance, 0),
      };
    })
    .filter((row) => row.balance !== 0);
  const totals = rows.reduce((t, r) => ({ debit: t.debit + r.debit, credit: t.credit + r.credit }), { debit: 0, credit: 0 });
  return { rows, totals };
}
