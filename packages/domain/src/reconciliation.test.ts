import { describe, expect, it } from 'vitest';
import { reconciliationDifference } from './reconciliation.js';

const none = { count: 0, amount: 0 };

describe('reconciliationDifference', () => {
  it('reconciles when the balances agree and nothing is left uncoded', () => {
    expect(reconciliationDifference({ statementBalance: 120_000, ledgerBalance: 120_000, uncoded: none, unmatched: none })).toEqual({
      difference: 0,
      unexplained: 0,
      reconciles: true,
    });
  });

  it('explains the difference by uncoded bank lines and unmatched ledger lines', () => {
    const result = reconciliationDifference({
      statementBalance: 100_000,
      ledgerBalance: 111_000,
      uncoded: { count: 1, amount: -11_000 },
      unmatched: { count: 1, amount: 5_000 },
    });
    expect(result).toEqual({ difference: -11_000, unexplained: 5_000, reconciles: false });
  });

  it('refuses a period whose uncoded lines happen to cancel out', () => {
    const result = reconciliationDifference({
      statementBalance: 50_000,
      ledgerBalance: 50_000,
      uncoded: { count: 2, amount: 0 },
      unmatched: none,
    });
    expect(result.reconciles).toBe(false);
  });
});
