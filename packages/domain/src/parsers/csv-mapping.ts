/**
 * How the columns of a bank's CSV (or spreadsheet) export map onto a transaction. Saved per
 * bank, offered ready-made for the Australian banks, guessed by suggestMapping for a new one.
 * Columns are named by 0-based index or by header text (matched without regard to case).
 */
import { parseAmount, type Cents } from '../money.js';
import type { CsvDelimiter } from './csv-tokenizer.js';
import { StatementParseError, type RowProblem } from './types.js';
import { message } from '../messages/index.js';

export type ColumnRef = number | string;

export type CsvAmount =
  /** One signed column; `invert` for card exports that write charges as positive. */
  | { kind: 'signed'; column: ColumnRef; invert?: boolean }
  /** Money out and money in apart; a debit is money out whatever sign it is written with. */
  | { kind: 'debitCredit'; debit: ColumnRef; credit: ColumnRef }
  /**
   * An unsigned amount and a direction column ('D'/'C', 'O'/'I', 'debit'/'credit', 'CR').
   * With only outValues, any other flag is money in; with only inValues, any other is money
   * out; with both, an unknown flag makes the row invalid.
   */
  | { kind: 'amountWithFlag'; column: ColumnRef; flagColumn: ColumnRef; outValues?: string[]; inValues?: string[] };

export interface CsvMapping {
  hasHeader: boolean;
  /** Lines before the header (or the first row): titles, account details, balances. */
  skipLines?: number;
  /** Non-blank lines to drop at the end: closing balances and totals. */
  skipLastLines?: number;
  /** Detected from the file when absent. */
  delimiter?: CsvDelimiter;
  dateColumn: ColumnRef;
  /** See parseDateWithFormat; several formats are tried in turn. */
  dateFormat: string | string[];
  amount: CsvAmount;
  /** Joined with a space, empty cells left out. */
  descriptionColumns: ColumnRef[];
  payeeColumn?: ColumnRef;
  referenceColumn?: ColumnRef;
  externalIdColumn?: ColumnRef;
  /** A running balance: checked against the amounts, and gives opening and closing balances. */
  balanceColumn?: ColumnRef;
  decimal: '.' | ',';
  currency?: string;
  /** Skip rows whose date or amount cannot be read (pending, totals) with a warning, instead of refusing the file. */
  skipInvalidRows?: boolean;
  /** A row with no date and no amount continues the previous row's description (OCBC, Fortis). */
  appendContinuationRows?: boolean;
}

export interface ResolvedColumns {
  date: number;
  amount: number[];
  flag?: number;
  description: number[];
  payee?: number;
  reference?: number;
  externalId?: number;
  balance?: number;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export function resolveColumns(
  mapping: CsvMapping,
  header: readonly string[] | undefined,
  headerLine: number | undefined,
): ResolvedColumns {
  const names = header?.map(norm);
  const index = (ref: ColumnRef): number => {
    if (typeof ref === 'number') return ref;
    if (!names) throw new StatementParseError(message('statements.columnNeedsHeader', { column: ref }));
    const i = names.indexOf(norm(ref));
    if (i === -1) throw new StatementParseError(message('statements.noSuchColumn', { column: ref }), headerLine);
    return i;
  };
  const optional = (ref: ColumnRef | undefined) => (ref === undefined ? undefined : index(ref));
  const a = mapping.amount;
  const columns: ResolvedColumns = {
    date: index(mapping.dateColumn),
    amount: a.kind === 'debitCredit' ? [index(a.debit), index(a.credit)] : [index(a.column)],
    description: mapping.descriptionColumns.map(index),
  };
  if (a.kind === 'amountWithFlag') columns.flag = index(a.flagColumn);
  const extras = {
    payee: mapping.payeeColumn,
    reference: mapping.referenceColumn,
    externalId: mapping.externalIdColumn,
    balance: mapping.balanceColumn,
  };
  for (const [key, ref] of Object.entries(extras) as [keyof typeof extras, ColumnRef | undefined][]) {
    const i = optional(ref);
    if (i !== undefined) columns[key] = i;
  }
  return columns;
}

/** The trimmed text of column `c` of a row, '' when the row is shorter or no column is mapped. */
export function cellText(cells: readonly string[], c: number | undefined): string {
  return c === undefined ? '' : (cells[c] ?? '').trim();
}

const DECIMAL = { '.': { decimal: '.' }, ',': { decimal: ',' } } as const;

/** The row's amount in signed cents, or why it has none. Runs once per line: no closures built per call. */
export function readRowAmount(cells: readonly string[], mapping: CsvMapping, columns: ResolvedColumns): Cents | RowProblem {
  const options = DECIMAL[mapping.decimal];
  const a = mapping.amount;
  if (a.kind === 'signed') {
    const text = cellText(cells, columns.amount[0]);
    const value = parseAmount(text, options);
    if (value === undefined) return text ? { code: 'badAmount', value: text } : { code: 'noAmount' };
    return a.invert ? -value : value;
  }
  if (a.kind === 'debitCredit') {
    const debitText = cellText(cells, columns.amount[0]);
    const creditText = cellText(cells, columns.amount[1]);
    const debit = debitText ? parseAmount(debitText, options) : 0;
    const credit = creditText ? parseAmount(creditText, options) : 0;
    if (debit === undefined) return { code: 'badAmount', value: debitText };
    if (credit === undefined) return { code: 'badAmount', value: creditText };
    if (!debitText && !creditText) return { code: 'noAmount' };
    return Math.abs(credit) - Math.abs(debit);
  }
  const text = cellText(cells, columns.amount[0]);
  const value = parseAmount(text, options);
  if (value === undefined) return text ? { code: 'badAmount', value: text } : { code: 'noAmount' };
  const flagText = cellText(cells, columns.flag);
  const flag = norm(flagText);
  const isOut = a.outValues?.some((v) => norm(v) === flag) ?? false;
  const isIn = a.inValues?.some((v) => norm(v) === flag) ?? false;
  if (a.outValues && a.inValues && !isOut && !isIn)
    return { code: 'badDirection', value: flagText, inValues: a.inValues, outValues: a.outValues };
  const out = a.outValues ? isOut : !isIn;
  return out ? -Math.abs(value) : Math.abs(value);
}
