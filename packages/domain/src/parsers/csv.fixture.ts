/** A mapping the CSV tests share: a header of Date, Description and one signed Amount. */
import type { CsvMapping } from './csv-mapping.js';

export const SIGNED: CsvMapping = {
  hasHeader: true,
  dateColumn: 'Date',
  dateFormat: 'd/m/Y',
  amount: { kind: 'signed', column: 'Amount' },
  descriptionColumns: ['Description'],
  decimal: '.',
};
