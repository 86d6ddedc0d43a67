/**
 * A small hand-computed ledger across two Australian financial years (FY2024 and FY2025), and a
 * loader that does what the server's load step does: sum the lines per account.
 */
import type { LedgerAccount } from '../accounts.js';
import type { Cents } from '../money.js';
import type { AccountSums } from './trial-balance.js';

export const accounts: LedgerAccount[] = [
  { id: 'bank', code: '1-1000', name: 'Business cheque account', type: 'asset', subtype: 'bank' },
  { id: 'gst', code: '2-1000', name: 'GST', type: 'liability', systemRole: 'gst' },
  { id: 'loan', code: '2-2000', name: 'Bank loan', type: 'liability', subtype: 'non_current' },
  { id: 'capital', code: '3-1000', name: "Owner's capital", type: 'equity' },
  { id: 'retained', code: '3-9000', name: 'Retained earnings', type: 'equity', systemRole: 'retained_earnings' },
  { id: 'sales', code: '4-1000', name: 'Sales', type: 'income' },
  { id: 'interest', code: '4-9000', name: 'Interest income', type: 'other_income' },
  { id: 'purchases', code: '5-1000', name: 'Purchases', type: 'cost_of_sales' },
  { id: 'rent', code: '6-1000', name: 'Rent', type: 'expense' },
  { id: 'penalties', code: '6-9000', name: 'Penalties', type: 'other_expense' },
];

export const lines: Array<{ date: string; accountId: string; amount: Cents }> = [
  // FY2024
  ...entry('2023-07-01', ['bank', 1_000_000], ['capital', -1_000_000]),
  ...entry('2023-09-15', ['bank', 550_000], ['sales', -500_000], ['gst', -50_000]),
  ...entry('2024-02-01', ['rent', 100_000], ['gst', 10_000], ['bank', -110_000]),
  // FY2025
  ...entry('2024-07-10', ['bank', 220_000], ['sales', -200_000], ['gst', -20_000]),
  ...entry('2024-08-01', ['purchases', 30_000], ['gst', 3_000], ['bank', -33_000]),
  ...entry('2024-09-01', ['bank', 5_000], ['interest', -5_000]),
  ...entry('2024-10-01', ['penalties', 2_000], ['bank', -2_000]),
  ...entry('2024-11-01', ['bank', 300_000], ['loan', -300_000]),
];

function entry(date: string, ...parts: Array<[string, Cents]>) {
  return parts.map(([accountId, amount]) => ({ date, accountId, amount }));
}

export function sumsAt(to: string, start: string): Map<string, AccountSums> {
  const sums = new Map<string, AccountSums>();
  for (const line of lines) {
    if (line.date > to) continue;
    const s = sums.get(line.accountId) ?? { toEnd: 0, beforeStart: 0 };
    s.toEnd += line.amount;
    if (line.date < start) s.beforeStart += line.amount;
    sums.set(line.accountId, s);
  }
  return sums;
}

export function movement(from: string, to: string): Map<string, Cents> {
  const m = new Map<string, Cents>();
  for (const line of lines) if (line.date >= from && line.date <= to) m.set(line.accountId, (m.get(line.accountId) ?? 0) + line.amount);
  return m;
}
