/**
 * How import_batches.rows keeps a parsed statement between preview and commit: one array per
 * field rather than one object per row. A 100,000-line file is then about half the JSON to
 * write, read and parse, and the commit expands the arrays inside the database.
 */
import type { DedupeFields, DuplicateMark, ParsedTransaction } from '@ledgerdesk/domain';

/** 0: new; 1: the account holds the bank's id; 2: it holds the same date, amount and description. */
export type DuplicateCode = 0 | 1 | 2;

export interface StoredRows {
  line: Array<number | null>;
  date: string[];
  amount: number[];
  description: string[];
  payee: string[];
  reference: string[];
  externalId: Array<string | null>;
  duplicate: DuplicateCode[];
}

export interface StoredRow {
  line: number | null;
  date: string;
  amount: number;
  description: string;
  payee: string;
  reference: string;
  externalId: string | null;
  duplicate: boolean;
  duplicateReason: 'externalId' | 'sameDateAmountDescription' | null;
}

const codeOf = (mark: DuplicateMark<unknown> | undefined): DuplicateCode => (!mark?.duplicate ? 0 : mark.reason === 'externalId' ? 1 : 2);

export function storeRows(
  transactions: readonly ParsedTransaction[],
  marks: ReadonlyArray<DuplicateMark<unknown>> | undefined,
): StoredRows {
  return {
    line: transactions.map((t) => t.line ?? null),
    date: transactions.map((t) => t.date),
    amount: transactions.map((t) => t.amount),
    description: transactions.map((t) => t.description),
    payee: transactions.map((t) => t.payee ?? ''),
    reference: transactions.map((t) => t.reference ?? ''),
    externalId: transactions.map((t) => t.externalId ?? null),
    duplicate: transactions.map((_, i) => codeOf(marks?.[i])),
  };
}

export const EMPTY_ROWS: StoredRows = {
  line: [],
  date: [],
  amount: [],
  description: [],
  payee: [],
  reference: [],
  externalId: [],
  duplicate: [],
};

export function rowAt(rows: StoredRows, i: number): StoredRow {
  const code = rows.duplicate[i] ?? 0;
  return {
    line: rows.line[i] ?? null,
    date: rows.date[i] ?? '',
    amount: rows.amount[i] ?? 0,
    description: rows.description[i] ?? '',
    payee: rows.payee[i] ?? '',
    reference: rows.reference[i] ?? '',
    externalId: rows.externalId[i] ?? null,
    duplicate: code !== 0,
    duplicateReason: code === 1 ? 'externalId' : code === 2 ? 'sameDateAmountDescription' : null,
  };
}

export function dedupeFieldsAt(rows: StoredRows, i: number): DedupeFields {
  const fields: DedupeFields = { date: rows.date[i] ?? '', amount: rows.amount[i] ?? 0, description: rows.description[i] ?? '' };
  const id = rows.externalId[i];
  if (id) fields.externalId = id;
  return fields;
}

/** Money in, money out (negative) and the net of the rows `keep` accepts. */
export function totalsOf(
  rows: StoredRows,
  keep: (i: number) => boolean = () => true,
): { in: number; out: number; net: number; count: number } {
  let moneyIn = 0;
  let moneyOut = 0;
  let count = 0;
  rows.amount.forEach((amount, i) => {
    if (!keep(i)) return;
    count++;
    if (amount > 0) moneyIn += amount;
    else moneyOut += amount;
  });
  return { in: moneyIn, out: moneyOut, net: moneyIn + moneyOut, count };
}

/** The first and last date: the range whose existing transactions may be duplicates. */
export function dateRangeOf(dates: readonly string[]): { from: string; to: string } {
  let from = dates[0] ?? '';
  let to = from;
  for (const d of dates) {
    if (d < from) from = d;
    if (d > to) to = d;
  }
  return { from, to };
}
