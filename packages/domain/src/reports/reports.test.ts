import { describe, expect, it } from 'vitest';
import { balanceSheet } from './balance-sheet.js';
import { profitAndLoss } from './profit-and-loss.js';
import { accounts, movement, sumsAt } from './reports.fixture.js';
import { MissingRetainedEarningsError, trialBalance } from './trial-balance.js';

describe('trial balance at 31 Dec 2024 (S = 1 Jul 2024)', () => {
  const tb = trialBalance(accounts, sumsAt('2024-12-31', '2024-07-01'));
  const row = (id: string) => tb.rows.find((r) => r.accountId === id);

  it('rolls FY2024 profit into retained earnings and keeps FY2025 on the P&L accounts', () => {
    expect(row('retained')).toMatchObject({ debit: 0, credit: 400_000 });
    expect(row('sales')).toMatchObject({ debit: 0, credit: 200_000 });
    expect(row('rent')).toBeUndefined(); // only FY2024 rent, now inside retained earnings
    expect(row('purchases')).toMatchObject({ debit: 30_000, credit: 0 });
  });

  it('carries balance-sheet accounts from the beginning', () => {
    expect(row('bank')).toMatchObject({ debit: 1_930_000, credit: 0 });
    expect(row('gst')).toMatchObject({ debit: 0, credit: 57_000 });
    expect(row('capital')).toMatchObject({ credit: 1_000_000 });
  });

  it('balances', () => {
    expect(tb.totals).toEqual({ debit: 1_962_000, credit: 1_962_000 });
  });

  it('orders rows by account code', () => {
    expect(tb.rows.map((r) => r.code)).toEqual([...tb.rows.map((r) => r.code)].sort());
  });

  it('needs a retained earnings account once there is earlier profit', () => {
    const withoutRetained = accounts.filter((a) => a.systemRole !== 'retained_earnings');
    expect(() => trialBalance(withoutRetained, sumsAt('2024-12-31', '2024-07-01'))).toThrow(MissingRetainedEarningsError);
  });
});

describe('profit and loss, 1 Jul – 31 Dec 2024', () => {
  const pl = profitAndLoss(accounts, movement('2024-07-01', '2024-12-31'));

  it('computes every subtotal the ACCOUNTING.md way', () => {
    expect(pl.totals).toEqual({
      income: 200_000,
      costOfSales: 30_000,
      grossProfit: 170_000,
      expenses: 0,
      netOperatingProfit: 170_000,
      otherIncome: 5_000,
      otherExpense: 2_000,
      netProfit: 173_000,
    });
  });

  it('shows income and expenses positive', () => {
    expect(pl.sections.income).toEqual([{ accountId: 'sales', code: '4-1000', name: 'Sales', amount: 200_000 }]);
    expect(pl.sections.otherExpense[0]?.amount).toBe(2_000);
  });

  it('FY2024 on its own made 4,000.00', () => {
    expect(profitAndLoss(accounts, movement('2023-07-01', '2024-06-30')).totals.netProfit).toBe(400_000);
  });
});

describe('balance sheet at 31 Dec 2024', () => {
  const bs = balanceSheet(accounts, sumsAt('2024-12-31', '2024-07-01'));

  it('splits equity into capital, retained earnings and current-year earnings', () => {
    expect(bs.totals).toEqual({
      assets: 1_930_000,
      liabilities: 357_000,
      equity: 1_573_000,
      retainedEarnings: 400_000,
      currentYearEarnings: 173_000,
    });
    expect(bs.equity).toEqual([{ accountId: 'capital', code: '3-1000', name: "Owner's capital", amount: 1_000_000 }]);
  });

  it('balances: assets = liabilities + equity', () => {
    expect(bs.totals.assets).toBe(bs.totals.liabilities + bs.totals.equity);
  });

  it('current-year earnings equal the profit and loss net for S..T', () => {
    expect(bs.totals.currentYearEarnings).toBe(profitAndLoss(accounts, movement('2024-07-01', '2024-12-31')).totals.netProfit);
  });

  it('at 30 Jun 2024 all FY2024 profit is still current-year earnings', () => {
    const june = balanceSheet(accounts, sumsAt('2024-06-30', '2023-07-01'));
    expect(june.totals).toMatchObject({ retainedEarnings: 0, currentYearEarnings: 400_000, assets: 1_440_000 });
    expect(june.totals.assets).toBe(june.totals.liabilities + june.totals.equity);
  });
});
