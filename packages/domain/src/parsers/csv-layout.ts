/**
 * A ready-made bank layout fitted to the file in hand. Banks add, rename and reorder columns
 * over the years, and some exports gain a header the layout was written without, so when the
 * file has a header row each column is found by its name: the layout's own name for it where
 * the header has that name, else the name-and-content guess of suggestMapping. The layout keeps
 * what the header cannot say: its date format, decimal mark, currency and sign convention.
 * A file without a header is read by the layout's positions.
 */
import type { ColumnRef, CsvAmount, CsvMapping } from './csv-mapping.js';
import { findHeaderRow, suggestMapping } from './csv-suggest.js';
import { detectDelimiter, tokenizeCsv } from './csv-tokenizer.js';

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export function fitBankLayout(layout: CsvMapping, text: string): CsvMapping {
  const records = tokenizeCsv(text, layout.delimiter ?? detectDelimiter(text));
  const headerIndex = findHeaderRow(records);
  if (headerIndex === -1) return layout;
  const names = new Set((records[headerIndex]?.fields ?? []).map(norm));
  const named = (ref: ColumnRef | undefined): ref is string => typeof ref === 'string' && names.has(norm(ref));
  let guess: CsvMapping;
  try {
    guess = suggestMapping(text);
  } catch {
    // Nothing better to offer: the layout stands, and reading the file says what is wrong.
    return layout;
  }
  const pick = (own: ColumnRef | undefined, guessed: ColumnRef | undefined) => (named(own) ? own : guessed);
  const fitted: CsvMapping = {
    ...layout,
    hasHeader: true,
    dateColumn: pick(layout.dateColumn, guess.dateColumn) ?? guess.dateColumn,
    amount: fitAmount(layout.amount, guess.amount, named),
    descriptionColumns:
      layout.descriptionColumns.length > 0 && layout.descriptionColumns.every(named) ? layout.descriptionColumns : guess.descriptionColumns,
  };
  delete fitted.skipLines;
  if (headerIndex > 0) fitted.skipLines = headerIndex;
  for (const key of ['balanceColumn', 'referenceColumn', 'payeeColumn', 'externalIdColumn'] as const) {
    const column = pick(layout[key], guess[key]);
    if (column === undefined) delete fitted[key];
    else fitted[key] = column;
  }
  return fitted;
}

function fitAmount(own: CsvAmount, guessed: CsvAmount, named: (ref: ColumnRef | undefined) => ref is string): CsvAmount {
  if (own.kind === 'signed' && named(own.column)) return own;
  if (own.kind === 'debitCredit' && named(own.debit) && named(own.credit)) return own;
  if (own.kind === 'amountWithFlag' && named(own.column) && named(own.flagColumn)) return own;
  // A card layout's sign convention still holds when its amount column moved.
  if (own.kind === 'signed' && guessed.kind === 'signed' && own.invert) return { ...guessed, invert: true };
  return guessed;
}
