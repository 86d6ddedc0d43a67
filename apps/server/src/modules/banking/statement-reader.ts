/**
 * Bytes of an uploaded statement → the domain's ParsedStatement, and the one account of it to
 * import. Text formats go through parseStatement; XLSX is read here into rows for parseRows.
 * CSV and XLSX use, in order: the mapping sent, the named bank's preset (fitted to the file's
 * header when it has one), a guessed mapping.
 * Every refusal is a StatementParseError whose message names the line.
 */
import {
  AU_BANK_MAPPINGS,
  decodeText,
  detectFormat,
  fitBankLayout,
  otherDateReading,
  parseRows,
  parseStatement,
  StatementParseError,
  suggestMapping,
  type CsvMapping,
  type DateOrder,
  type ParsedAccount,
  type ParsedStatement,
  message,
} from '@ledgerdesk/domain';
import { readXlsxRows, rowsAsCsv, XLSX_DATE_FORMAT } from './xlsx-rows.js';

export interface StatementUpload {
  bytes: Buffer;
  fileName: string;
  mapping?: CsvMapping | undefined;
  bank?: keyof typeof AU_BANK_MAPPINGS | undefined;
  dateOrder?: DateOrder | undefined;
}

export interface ReadStatement {
  statement: ParsedStatement;
  /** The mapping a CSV or XLSX file was read with, for the preview to show and the user to correct. */
  mapping: CsvMapping | null;
}

export const isXlsx = (bytes: Buffer, fileName: string) =>
  /\.xlsx$/i.test(fileName) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04);

/** Real date cells come as 'YYYY-MM-DD' whatever the mapping says the bank writes. */
function withIsoDates(mapping: CsvMapping): CsvMapping {
  const formats = typeof mapping.dateFormat === 'string' ? [mapping.dateFormat] : mapping.dateFormat;
  return formats.includes(XLSX_DATE_FORMAT) ? mapping : { ...mapping, dateFormat: [...formats, XLSX_DATE_FORMAT] };
}

export async function readStatement(upload: StatementUpload): Promise<ReadStatement> {
  const preset = upload.bank ? AU_BANK_MAPPINGS[upload.bank].mapping : undefined;
  const chosen = (text: string) => upload.mapping ?? (preset ? fitBankLayout(preset, text) : undefined);
  if (isXlsx(upload.bytes, upload.fileName)) {
    const sheet = await readXlsxRows(upload.bytes);
    const text = rowsAsCsv(sheet.rows);
    const mapping = chosen(text) ?? suggestMapping(text);
    const statement = parseRows(sheet.rows, sheet.hasDates ? withIsoDates(mapping) : mapping, { lines: sheet.lines, format: 'xlsx' });
    return { statement, mapping };
  }
  const text = decodeText(upload.bytes).text;
  if (detectFormat(text, upload.fileName) !== 'csv') {
    return {
      statement: parseStatement(text, { fileName: upload.fileName, ...(upload.dateOrder ? { dateOrder: upload.dateOrder } : {}) }),
      mapping: null,
    };
  }
  const given = chosen(text);
  const mapping = given ?? suggestMapping(text);
  const statement = parseStatement(text, { fileName: upload.fileName, csvMapping: mapping });
  const other = given ? undefined : otherDateReading(text, mapping);
  // A guessed day/month order is said aloud: the user confirms it or chooses the other.
  if (other) statement.accounts[0]?.warnings.push(message('imports.datesAmbiguous', { chosen: String(mapping.dateFormat), other }));
  return { statement, mapping };
}

// An account without a number shows a dash: the list is said in either language.
const describe = (a: ParsedAccount) => [a.accountId ?? '—', a.accountType, a.currency].filter(Boolean).join(' ');
const described = (accounts: readonly ParsedAccount[]) => accounts.map(describe).join('; ');

/** The account to import: the only one, or the one `accountId` names when the file holds several. */
export function pickAccount(statement: ParsedStatement, accountId: string | undefined): ParsedAccount {
  const { accounts } = statement;
  if (accounts.length === 0) throw new StatementParseError(message('statements.noAccountStatement'));
  if (accountId !== undefined) {
    const found = accounts.find((a) => a.accountId === accountId);
    if (!found) throw new StatementParseError(message('statements.noSuchAccount', { accountId, accounts: described(accounts) }));
    return found;
  }
  const [only, ...others] = accounts;
  if (only && others.length === 0) return only;
  throw new StatementParseError(message('statements.severalAccounts', { count: accounts.length, accounts: described(accounts) }));
}
