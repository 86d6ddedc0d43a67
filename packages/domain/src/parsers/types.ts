/**
 * What every statement parser answers, whatever the file format: accounts, each with its
 * transactions in signed cents (money into the account positive) and calendar dates as the
 * bank wrote them. A malformed file throws StatementParseError and yields nothing, so an import
 * lands whole or not at all.
 */
import type { Cents } from '../money.js';
import type { IsoDate } from '../dates.js';
import { message, renderMessage, type Message } from '../messages/index.js';

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
  /** Rows of the file that are not imported, each with why: the preview lists them. */
  dropped?: DroppedRow[];
  /** Said in the reader's language when the preview answers. */
  warnings: Message[];
}

/**
 * Why a row read from the file is not a transaction to import. `unreadable` rows carry the
 * problem as data the web can translate; the message says it in either language.
 */
export const DROP_REASONS = ['unreadable', 'summary', 'zeroAmount', 'notBooked', 'cancelled', 'foreignCurrency'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export type RowProblem =
  | { code: 'noDate' }
  | { code: 'badDate'; value: string; formats: string }
  | { code: 'noAmount' }
  | { code: 'badAmount'; value: string }
  | { code: 'badDirection'; value: string; inValues: string[]; outValues: string[] };

export interface DroppedRow {
  line?: number;
  reason: DropReason;
  message: Message;
  /** What the row is about, in the file's words: the summary's label, the description, the status. */
  text?: string;
  problem?: RowProblem;
}

export function dropRow(account: ParsedAccount, row: DroppedRow): void {
  (account.dropped ??= []).push(row);
}

export function describeProblem(problem: RowProblem): Message {
  switch (problem.code) {
    case 'noDate':
      return message('statements.noDate');
    case 'badDate':
      return message('statements.dateNotWritten', { value: problem.value, formats: problem.formats });
    case 'noAmount':
      return message('statements.noAmount');
    case 'badAmount':
      return message('statements.amountNotNumber', { value: problem.value });
    case 'badDirection':
      return message('statements.badDirection', {
        value: problem.value,
        inValues: problem.inValues.join(', '),
        outValues: problem.outValues.join(', '),
      });
  }
}

export interface ParsedStatement {
  format: StatementFormat;
  accounts: ParsedAccount[];
}

/**
 * A file the import must refuse. `said` is what the user reads, in their language, with the line
 * when there is one; `problem` is the same without the line. `message` is its English, for logs.
 */
export class StatementParseError extends Error {
  override name = 'StatementParseError';
  readonly said: Message;
  constructor(
    readonly problem: Message,
    readonly line?: number,
  ) {
    const said = line === undefined ? problem : message('statements.atLine', { line, detail: problem });
    super(renderMessage('en', said));
    this.said = said;
  }
}

/** Zero-amount lines move no money; banks emit them for card checks and cancelled items. */
export function dropZeroAmounts(account: ParsedAccount): void {
  if (account.transactions.every((t) => t.amount !== 0)) return;
  for (const t of account.transactions) {
    if (t.amount !== 0) continue;
    const row: DroppedRow = {
      reason: 'zeroAmount',
      message: message('statements.zeroAmount', { description: t.description }),
      text: t.description,
    };
    if (t.line !== undefined) row.line = t.line;
    dropRow(account, row);
  }
  account.transactions = account.transactions.filter((t) => t.amount !== 0);
}
