/**
 * Profit and loss for a range (ACCOUNTING.md): income = credits − debits, expenses = debits −
 * credits; gross profit, net operating profit and net profit follow.
 */
import type { AccountType, LedgerAccount } from '../accounts.js';
import type { Cents } from '../money.js';

export interface ProfitAndLossLine {
  accountId: string;
  code: string;
  name: string;
  /** Shown the natural way round: income and expenses both positive when normal. */
  amount: Cents;
}

export type ProfitAndLossSection = 'income' | 'costOfSales' | 'expenses' | 'otherIncome' | 'otherExpense';

export interface ProfitAndLoss {
  sections: Record<ProfitAndLossSection, ProfitAndLossLine[]>;
  totals: {
    income: Cents;
    costOfSales: Cents;
    grossProfit: Cents;
    expenses: Cents;
    netOperatingProfit: Cents;
    otherIncome: Cents;
    otherExpense: Cents;
    netProfit: Cents;
  };
}

const SECTION: Partial<Record<AccountType, ProfitAndLossSection>> = {
  income: 'income',
  cost_of_sales: 'costOfSales',
  expense: 'expenses',
  other_income: 'otherIncome',
  other_expense: 'otherExpense',
};

const CREDIT_SECTIONS: ReadonlySet<ProfitAndLossSection> = new Set(['income', 'otherIncome']);

/** `movement`: per account, the signed sum of its lines within the range. */
export function profitAndLoss(accounts: readonly LedgerAccount[], movement: ReadonlyMap<string, Cents>): ProfitAndLoss {
  const sections: ProfitAndLoss['sections'] = { income: [], costOfSales: [], expenses: [], otherIncome: [], otherExpense: [] };
  const sum: Record<ProfitAndLossSection, Cents> = { income: 0, costOfSales: 0, expenses: 0, otherIncome: 0, otherExpense: 0 };
  for (const account of [...accounts].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }))) {
    const section = SECTION[account.type];
    const signed = movement.get(account.id) ?? 0;
    if (!section || signed === 0) continue;
    const amount = CREDIT_SECTIONS.has(section) ? -signed : signed;
    sections[section].push({ accountId: account.id, code: account.code, name: account.name, amount });
    sum[section] += amount;
  }
  const grossProfit = sum.income - sum.costOfSales;
  const netOperatingProfit = grossProfit - sum.expenses;
  return {
    sections,
    totals: {
      income: sum.income,
      costOfSales: sum.costOfSales,
      grossProfit,
      expenses: sum.expenses,
      netOperatingProfit,
      otherIncome: sum.otherIncome,
      otherExpense: sum.otherExpense,
      netProfit: netOperatingProfit + sum.otherIncome - sum.otherExpense,
    },
  };
}
