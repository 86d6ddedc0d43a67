/**
 * Bank reconciliation: the statement's balance at a date against the ledger's balance of the
 * bank account there. The difference is explained by bank lines not yet coded (on the statement,
 * not in the ledger) and ledger lines no bank line stands behind (a manual journal to the bank
 * account: in the ledger, not on the statement); what those leave is unexplained.
 */
import type { Cents } from './money.js';

export interface ReconciliationFigures {
  statementBalance: Cents;
  ledgerBalance: Cents;
  uncoded: { count: number; amount: Cents };
  unmatched: { count: number; amount: Cents };
}

export interface ReconciliationDifference {
  /** Statement minus ledger. */
  difference: Cents;
  /** What the uncoded and unmatched lines do not account for: a statement line missing, or a balance mistyped. */
  unexplained: Cents;
  /** A period reconciles when the balances agree and every bank line in it is coded. */
  reconciles: boolean;
}

export function reconciliationDifference(f: ReconciliationFigures): ReconciliationDifference {
  const difference = f.statementBalance - f.ledgerBalance;
  const unexplained = difference - (f.uncoded.amount - f.unmatched.amount);
  return { difference, unexplained, reconciles: difference === 0 && f.uncoded.count === 0 };
}
