/**
 * Posting rules: every entry's lines sum to zero (debit positive, credit negative), and coding a
 * bank transaction turns it into such an entry, with GST split out where the tax code carries it.
 * The web form and the server call the same functions.
 */
import { gstFromInclusive, sumCents, type Cents } from './money.js';
import type { IsoDate } from './dates.js';

export const TAX_CODES = ['GST', 'FRE', 'INP', 'CAP', 'EXP', 'ITS', 'N-T'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** Codes whose amounts are GST-inclusive, so a tenth of the net (gross ÷ 11) is GST. */
export const GST_BEARING: ReadonlySet<TaxCode> = new Set<TaxCode>(['GST', 'CAP']);

export interface PostingLine {
  accountId: string;
  amount: Cents;
  taxCode?: TaxCode | null;
  gst?: Cents;
  description?: string | null;
}

export class UnbalancedEntryError extends Error {
  override name = 'UnbalancedEntryError';
  constructor(readonly difference: Cents) {
    super(`The lines do not balance: debits and credits differ by ${Math.abs(difference) / 100}.`);
  }
}

export class LockedPeriodError extends Error {
  override name = 'LockedPeriodError';
  constructor(readonly lockDate: IsoDate) {
    super(`The books are locked up to ${lockDate}: nothing dated on or before it can change.`);
  }
}

export function assertBalanced(lines: readonly Pick<PostingLine, 'amount'>[]): void {
  if (lines.length < 2) throw new UnbalancedEntryError(lines[0]?.amount ?? 0);
  const difference = sumCents(lines.map((l) => l.amount));
  if (difference !== 0) throw new UnbalancedEntryError(difference);
}

/** A date on or before the lock date is in a locked period (ISO strings compare as dates). */
export function isLocked(date: IsoDate, lockDate: IsoDate | null | undefined): boolean {
  return !!lockDate && date <= lockDate;
}

/** Refuses a date in a locked period. */
export function assertOpen(date: IsoDate, lockDate: IsoDate | null | undefined): void {
  if (lockDate && isLocked(date, lockDate)) throw new LockedPeriodError(lockDate);
}

export function gstFor(taxCode: TaxCode | null | undefined, gross: Cents): Cents {
  return taxCode && GST_BEARING.has(taxCode) ? gstFromInclusive(gross) : 0;
}

export interface CodingSplit {
  accountId: string;
  taxCode: TaxCode;
  /** Part of the bank amount, same sign: money in positive, money out negative. */
  amount: Cents;
  description?: string | null;
}

export class SplitMismatchError extends Error {
  override name = 'SplitMismatchError';
  constructor(
    readonly expected: Cents,
    readonly actual: Cents,
  ) {
    super(`The split lines add up to ${actual / 100}, not the transaction's ${expected / 100}.`);
  }
}

/**
 * The entry for a coded bank transaction: the bank account takes the whole amount, each split
 * takes its net on the chosen account (opposite side), and GST goes to the GST account.
 */
export function codingEntryLines(input: {
  amount: Cents;
  bankLedgerAccountId: string;
  gstAccountId: string;
  splits: readonly CodingSplit[];
}): PostingLine[] {
  const total = sumCents(input.splits.map((s) => s.amount));
  if (input.splits.length === 0 || total !== input.amount) throw new SplitMismatchError(input.amount, total);
  const lines: PostingLine[] = [{ accountId: input.bankLedgerAccountId, amount: input.amount, taxCode: null, gst: 0 }];
  for (const split of input.splits) {
    const gst = gstFor(split.taxCode, split.amount);
    lines.push({
      accountId: split.accountId,
      amount: -(split.amount - gst),
      taxCode: split.taxCode,
      gst: -gst,
      description: split.description ?? null,
    });
    if (gst !== 0)
      lines.push({ accountId: input.gstAccountId, amount: -gst, taxCode: split.taxCode, gst: 0, description: split.description ?? null });
  }
  assertBalanced(lines);
  return lines;
}
