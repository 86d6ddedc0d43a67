/**
 * Checks that a statement adds up: a CSV's running balance column against its amounts (in
 * either row order, banks list newest first as often as oldest first), and opening balance
 * plus entries against the closing balance. A mismatch is a warning, not a refusal: the
 * bank's own figures sometimes disagree (MANIFEST notes two such files), and the user decides.
 */
import { formatCents, type Cents } from '../money.js';
import type { IsoDate } from '../dates.js';
import type { ParsedAccount, ParsedBalance } from './types.js';
import { message, type Message } from '../messages/index.js';

export interface BalancedRow {
  date: IsoDate;
  amount: Cents;
  balance?: Cents;
  line?: number;
}

export interface RunningBalanceResult {
  openingBalance?: ParsedBalance;
  closingBalance?: ParsedBalance;
  warning?: Message;
}

/** The first row whose balance does not follow from the previous one, reading rows oldest first. */
function firstBreak(rows: readonly BalancedRow[]): BalancedRow | undefined {
  let previous: Cents | undefined;
  let moved = 0;
  for (const row of rows) {
    moved += row.amount;
    if (row.balance === undefined) continue;
    if (previous !== undefined && previous + moved !== row.balance) return row;
    previous = row.balance;
    moved = 0;
  }
  return undefined;
}

export function checkRunningBalance(rows: readonly BalancedRow[]): RunningBalanceResult {
  const withBalance = rows.filter((r) => r.balance !== undefined);
  if (withBalance.length === 0 || rows.length === 0) return {};
  const ascendingBreak = firstBreak(rows);
  const descendingBreak = firstBreak([...rows].reverse());
  // When both readings hold (one balance only), the dates say which way the file runs.
  const datesDescend = (rows[0] as BalancedRow).date > (rows[rows.length - 1] as BalancedRow).date;
  const newestFirst = descendingBreak === undefined && (ascendingBreak !== undefined || datesDescend);
  if (ascendingBreak && descendingBreak) {
    const at = datesDescend ? descendingBreak : ascendingBreak;
    return {
      warning: message('imports.runningBalanceBreaks', { line: at.line ?? '?' }),
    };
  }
  const ordered = newestFirst ? [...rows].reverse() : [...rows];
  const first = ordered.findIndex((r) => r.balance !== undefined);
  const lastIndex = ordered.length - 1 - [...ordered].reverse().findIndex((r) => r.balance !== undefined);
  const firstRow = ordered[first] as BalancedRow;
  const lastRow = ordered[lastIndex] as BalancedRow;
  const before = ordered.slice(0, first + 1).reduce((sum, r) => sum + r.amount, 0);
  const after = ordered.slice(lastIndex + 1).reduce((sum, r) => sum + r.amount, 0);
  const firstDate = (ordered[0] as BalancedRow).date;
  const lastDate = (ordered[ordered.length - 1] as BalancedRow).date;
  return {
    openingBalance: { amount: (firstRow.balance as Cents) - before, date: firstDate },
    closingBalance: { amount: (lastRow.balance as Cents) + after, date: lastDate },
  };
}

/** Opening + transactions = closing, or a warning saying by how much it is out. */
export function reconcile(account: ParsedAccount): void {
  const { openingBalance, closingBalance } = account;
  if (!openingBalance || !closingBalance) return;
  const moved = account.transactions.reduce((sum, t) => sum + t.amount, 0);
  const expected = openingBalance.amount + moved;
  if (expected === closingBalance.amount) return;
  account.warnings.push(
    message('imports.doesNotAddUp', {
      opening: formatCents(openingBalance.amount),
      moved: formatCents(moved),
      expected: formatCents(expected),
      closing: formatCents(closingBalance.amount),
      difference: formatCents(closingBalance.amount - expected),
    }),
  );
}
