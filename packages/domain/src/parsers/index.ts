/** Bank statement parsers: the public surface of packages/domain/src/parsers. */
export * from './types.js';
export { decodeText, type DecodedText, type TextEncodingName } from './decode.js';
export { detectFormat } from './detect.js';
export { parseOfx, readOfxAmount, readOfxDate, type OfxOptions } from './ofx.js';
export { parseQif, type QifOptions } from './qif.js';
export { detectDateOrder, readDateInOrder, DATE_ORDERS, type DateOrder, type DateSample } from './date-order.js';
export { tokenizeCsv, detectDelimiter, type CsvDelimiter, type CsvRecord } from './csv-tokenizer.js';
export { parseDateWithFormat, DATE_FORMATS } from './csv-dates.js';
export type { ColumnRef, CsvAmount, CsvMapping } from './csv-mapping.js';
export { parseCsv, parseRows, type ParseRowsOptions } from './csv.js';
export { suggestMapping } from './csv-suggest.js';
export { AU_BANK_MAPPINGS, type AuBank, type BankMapping } from './au-banks.js';
export { parseCamt053 } from './camt.js';
export { checkRunningBalance, reconcile, type BalancedRow, type RunningBalanceResult } from './balances.js';
export { duplicateKey, markDuplicates, normaliseDescription, type DedupeFields, type DuplicateMark } from './dedupe.js';
export { parseStatement, type ParseStatementOptions } from './statement.js';
