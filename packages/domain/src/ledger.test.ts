import { describe, expect, it } from 'vitest';
import { assertBalanced, assertOpen, codingEntryLines, LockedPeriodError, SplitMismatchError, UnbalancedEntryError } from './ledger.js';

const base = { bankLedgerAccountId: 'bank', gstAccountId: 'gst' };

describe('balanced entries', () => {
  it('accepts lines that sum to zero and refuses the rest with the difference', () => {
    expect(() => assertBalanced([{ amount: 100 }, { amount: -100 }])).not.toThrow();
    expect(() => assertBalanced([{ amount: 100 }, { amount: -99 }])).toThrow(UnbalancedEntryError);
    expect(() => assertBalanced([{ amount: 0 }])).toThrow(UnbalancedEntryError);
  });
});

describe('coding a bank transaction', () => {
  it('splits GST out of a GST-coded purchase', () => {
    const lines = codingEntryLines({ ...base, amount: -11000, splits: [{ accountId: 'office', taxCode: 'GST', amount: -11000 }] });
    expect(lines).toEqual([
      { accountId: 'bank', amount: -11000, taxCode: null, gst: 0 },
      { accountId: 'office', amount: 10000, taxCode: 'GST', gst: 1000, description: null },
      { accountId: 'gst', amount: 1000, taxCode: 'GST', gst: 0, description: null },
    ]);
  });

  it('credits income net of GST on a sale and leaves GST-free lines whole', () => {
    const lines = codingEntryLines({
      ...base,
      amount: 15000,
      splits: [
        { accountId: 'sales', taxCode: 'GST', amount: 10000 },
        { accountId: 'exports', taxCode: 'EXP', amount: 5000 },
      ],
    });
    expect(lines.map((l) => [l.accountId, l.amount])).toEqual([
      ['bank', 15000],
      ['sales', -9091],
      ['gst', -909],
      ['exports', -5000],
    ]);
  });

  it('refuses splits that do not add up to the transaction', () => {
    expect(() => codingEntryLines({ ...base, amount: -1000, splits: [{ accountId: 'a', taxCode: 'FRE', amount: -999 }] })).toThrow(
      SplitMismatchError,
    );
    expect(() => codingEntryLines({ ...base, amount: -1000, splits: [] })).toThrow(SplitMismatchError);
  });

  it('always balances, whatever the amounts', () => {
    for (const amount of [1, -1, 7, -13, 99_999, -1_234_567]) {
      const third = Math.trunc(amount / 3);
      const lines = codingEntryLines({
        ...base,
        amount,
        splits: [
          { accountId: 'a', taxCode: 'GST', amount: third },
          { accountId: 'b', taxCode: 'CAP', amount: third },
          { accountId: 'c', taxCode: 'INP', amount: amount - 2 * third },
        ],
      });
      expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(0);
    }
  });
});

describe('lock date', () => {
  it('refuses dates on or before the lock date', () => {
    expect(() => assertOpen('2024-06-30', '2024-06-30')).toThrow(LockedPeriodError);
    expect(() => assertOpen('2024-06-01', '2024-06-30')).toThrow(LockedPeriodError);
    expect(() => assertOpen('2024-07-01', '2024-06-30')).not.toThrow();
    expect(() => assertOpen('2020-01-01', null)).not.toThrow();
  });
});
