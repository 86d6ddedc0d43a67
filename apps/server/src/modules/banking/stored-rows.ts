/**
 * How import_batches.rows keeps a parsed statement between preview and commit: one array per
 * field rather than one object per row. A 100,000-line file is then about half the JSON to
 * write, read and parse, and the commit expands the arrays inside the database.
 * The arrays and their JSON are built a slice of rows at a time, the event loop turning between
 * slices: built in one go for 100,000 lines they held every other request up 100-200 ms.
 */
import { setImmediate } from 'node:timers/promises';
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

/** Rows handled in one turn of the event loop: a few milliseconds of work. */
const SLICE = 5000;

export async function storeRows(
  transactions: readonly ParsedTransaction[],
  marks: ReadonlyArray<DuplicateMark<unknown>> | undefined,
): Promise<StoredRows> {
  const rows: StoredRows = { line: [], date: [], amount: [], description: [], payee: [], reference: [], externalId: [], duplicate: [] };
  for (let at = 0; at < transactions.length; at += SLICE) {
    if (at > 0) await setImmediate();
    transactions.slice(at, at + SLICE).forEach((t, i) => {
      rows.line.push(t.line ?? null);
      rows.date.push(t.date);
      rows.amount.push(t.amount);
      rows.description.push(t.description);
      rows.payee.push(t.payee ?? '');
      rows.reference.push(t.reference ?? '');
      rows.externalId.push(t.externalId ?? null);
      rows.duplicate.push(codeOf(marks?.[at + i]));
    });
  }
  return rows;
}

/** The rows as the JSON text import_batches.rows is written from. */
export async function storedRowsJson(rows: StoredRows): Promise<string> {
  const columns: string[] = [];
  for (const [name, values] of Object.entries(rows) as Array<[string, unknown[]]>) {
    const slices: string[] = [];
    for (let at = 0; at < values.length; at += SLICE) {
      slices.push(JSON.stringify(values.slice(at, at + SLICE)).slice(1, -1));
      await setImmediate();
    }
    columns.push(`${JSON.stringify(name)}:[${slices.join(',')}]`);
  }
  return `{${columns.join(',')}}`;
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
