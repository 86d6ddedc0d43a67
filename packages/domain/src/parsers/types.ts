/**
 * What every statement parser answers, whatever the file format: accounts, each with its
 * transactions in signed cents (money into the account positive) and calendar dates as the
 * bank wrote them. A malformed file throws StatementParseError and yields nothing, so an import
 * lands whole or not at all.
 */
import type { Cents } from '../money.js';
import type { IsoDate } from '../dates.js';

export type StatementFormat = 'csv' | 'ofx' | 'qfx' | 'qif' | 'camt053' | 'xlsx';

export interface ParsedBalance {
  amount: Cents;
  /** Absent when the file gives a balance without saying when (QIF account lists). */
  date?: IsoDate;
}

export interface ParsedTransaction {
  date: IsoDate;
  amount: Cents;
  description: string;
  payee?: string;
  reference?: string;
  /** The bank's own id for the transaction (OFX FITID, CAMT AcctSvcrRef), used to dedupe. */
  externalId?: string;
  /** Source line, 1-based, so the preview can point at it. */
  line?: number;
}

export interface ParsedAccount {
  accountId?: string;
  bankId?: string;
  /** CHECKING, SAVINGS, CREDITCARD (OFX) or Bank, Cash, CCard (QIF). */
  accountType?: string;
  /** The account's name where the file names it (QIF !Account, CAMT owner). */
  name?: string;
  currency?: string;
  openingBalance?: ParsedBalance;
  closingBalance?: ParsedBalance;
  transactions: ParsedTransaction[];
  warnings: string[];
}

export interface ParsedStatement {
  format: StatementFormat;
  accounts: ParsedAccount[];
}

/** A file the import must refuse. The message is shown to the user as is. */
export class StatementParseError extends Error {
  override name = 'StatementParseError';
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
  }
}

/** Zero-amount lines move no money; banks emit them for card checks and cancelled items. */
export function dropZeroAmounts(account: ParsedAccount): void {
  const kept = account.transactions.filter((t) => t.amount !== 0);
  const dropped = account.transactions.length - kept.length;
  if (dropped === 0) return;
  account.transactions = kept;
  account.warnings.push(`${dropped} transaction${dropped === 1 ? '' : 's'} with a zero amount ${dropped === 1 ? 'was' : 'were'} left out.`);
}
