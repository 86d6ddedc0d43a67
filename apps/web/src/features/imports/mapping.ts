/** The column-mapping form's values and the CsvMapping they make (columns are 0-based indexes). */
import type { CsvMapping } from '@ledgerdesk/domain';

export interface MappingValues {
  hasHeader: boolean;
  dateColumn: number;
  dateFormat: string;
  amountKind: 'signed' | 'debitCredit';
  amountColumn: number;
  debitColumn: number;
  creditColumn: number;
  descriptionColumn: number;
  /** -1: none. */
  referenceColumn: number;
}

export const DEFAULT_MAPPING: MappingValues = {
  hasHeader: true,
  dateColumn: 0,
  dateFormat: 'd/m/Y',
  amountKind: 'signed',
  amountColumn: 1,
  debitColumn: 1,
  creditColumn: 2,
  descriptionColumn: 2,
  referenceColumn: -1,
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
    descriptionColumns: [values.descriptionColumn],
    decimal: '.',
  };
  if (values.referenceColumn >= 0) mapping.referenceColumn = values.referenceColumn;
  return mapping;
}
