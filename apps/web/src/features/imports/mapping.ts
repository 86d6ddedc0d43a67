/**
 * The column-mapping form's values and the CsvMapping they make (columns are 0-based indexes).
 * The form starts from the domain's guess for the file, the same one the server would read the
 * file with, so a file whose header says date, description, amount is mapped right at once.
 */
import { suggestMapping, type CsvMapping } from '@ledgerdesk/domain';

export interface MappingValues {
  hasHeader: boolean;
  /** Lines above the header (or the first row): titles, account details. */
  skipLines: number;
  dateColumn: number;
  dateFormat: string;
  amountKind: 'signed' | 'debitCredit';
  amountColumn: number;
  debitColumn: number;
  creditColumn: number;
  /** -1: none. */
  descriptionColumn: number;
  /** -1: none. */
  referenceColumn: number;
  /** -1: none. */
  balanceColumn: number;
  decimal: '.' | ',';
}

export const DEFAULT_MAPPING: MappingValues = {
  hasHeader: true,
  skipLines: 0,
  dateColumn: 0,
  dateFormat: 'd/m/Y',
  amountKind: 'signed',
  amountColumn: 1,
  debitColumn: 1,
  creditColumn: 2,
  descriptionColumn: 2,
  referenceColumn: -1,
  balanceColumn: -1,
  decimal: '.',
};

export function buildMapping(values: MappingValues): CsvMapping {
  const mapping: CsvMapping = {
    hasHeader: values.hasHeader,
    dateColumn: values.dateColumn,
    dateFormat: values.dateFormat,
    amount:
      values.amountKind === 'signed'
        ? { kind: 'signed', column: values.amountColumn }
        : { kind: 'debitCredit', debit: values.debitColumn, credit: values.creditColumn },
    descriptionColumns: values.descriptionColumn >= 0 ? [values.descriptionColumn] : [],
    decimal: values.decimal,
    // Unreadable rows are listed in the preview, and a file with none readable is refused.
    skipInvalidRows: true,
  };
  if (values.skipLines > 0) mapping.skipLines = values.skipLines;
  if (values.referenceColumn >= 0) mapping.referenceColumn = values.referenceColumn;
  if (values.balanceColumn >= 0) mapping.balanceColumn = values.balanceColumn;
  return mapping;
}

const index = (ref: CsvMapping['dateColumn'] | undefined) => (typeof ref === 'number' ? ref : undefined);

/** The form's values for a mapping of column numbers; undefined for one the form cannot show (named columns, direction flags). */
export function valuesFromMapping(mapping: CsvMapping): MappingValues | undefined {
  const { amount } = mapping;
  const date = index(mapping.dateColumn);
  const description = mapping.descriptionColumns.length === 1 ? index(mapping.descriptionColumns[0]) : undefined;
  if (date === undefined || amount.kind === 'amountWithFlag' || (mapping.descriptionColumns.length > 0 && description === undefined))
    return undefined;
  const values: MappingValues = {
    ...DEFAULT_MAPPING,
    hasHeader: mapping.hasHeader,
    skipLines: mapping.skipLines ?? 0,
    dateColumn: date,
    dateFormat: typeof mapping.dateFormat === 'string' ? mapping.dateFormat : (mapping.dateFormat[0] ?? DEFAULT_MAPPING.dateFormat),
    descriptionColumn: description ?? -1,
    referenceColumn: index(mapping.referenceColumn) ?? -1,
    balanceColumn: index(mapping.balanceColumn) ?? -1,
    decimal: mapping.decimal,
  };
  if (amount.kind === 'signed' && typeof amount.column === 'number' && !amount.invert) return { ...values, amountColumn: amount.column };
  if (amount.kind === 'debitCredit' && typeof amount.debit === 'number' && typeof amount.credit === 'number')
    return { ...values, amountKind: 'debitCredit', debitColumn: amount.debit, creditColumn: amount.credit };
  return undefined;
}

/** Where the mapping form starts for a file: the guess, or the defaults when the file defeats it. */
export function initialValues(text: string): { values: MappingValues; guessed: boolean } {
  try {
    const values = valuesFromMapping(suggestMapping(text));
    if (values) return { values, guessed: true };
  } catch {
    // The guess refuses files it cannot read (an unknown date format): the user maps by hand.
  }
  return { values: DEFAULT_MAPPING, guessed: false };
}
