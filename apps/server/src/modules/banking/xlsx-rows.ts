/**
 * An XLSX statement's first sheet as rows of strings, for the domain's parseRows (the domain
 * stays free of spreadsheet libraries). Real date cells become 'YYYY-MM-DD' and numbers their
 * plain decimal text, so a mapping's date format and the cents parser read them exactly.
 */
import ExcelJS from 'exceljs';
import { message, StatementParseError } from '@ledgerdesk/domain';
import { ArchiveRefusedError, assertActualSizes, assertDeclaredSizes, readCentralDirectory } from '../../platform/zip-guard.js';

export const XLSX_DATE_FORMAT = 'Y-m-d';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date)) ? '' : cellText(result);
  }
  return '';
}

export interface SheetRows {
  rows: string[][];
  /** The sheet's row number of each row, so errors name the line a user sees in Excel. */
  lines: number[];
  hasDates: boolean;
}

const NOT_XLSX = message('statements.notXlsx');

/**
 * Refuses a workbook that would unpack beyond the ZIP limits (ArchiveRefusedError, 'tooLarge')
 * from its directory alone, and with `inflating` also by unpacking it under those limits; one
 * that is no ZIP at all is a StatementParseError like any unreadable spreadsheet.
 */
export function checkWorkbookArchive(bytes: Buffer, options: { inflating: boolean }): void {
  try {
    const entries = readCentralDirectory(bytes);
    assertDeclaredSizes(entries);
    if (options.inflating) assertActualSizes(bytes, entries);
  } catch (err) {
    if (err instanceof ArchiveRefusedError && err.kind === 'damaged') throw new StatementParseError(NOT_XLSX);
    throw err;
  }
}

export async function readXlsxRows(bytes: Buffer): Promise<SheetRows> {
  checkWorkbookArchive(bytes, { inflating: true });
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; hand it exactly the upload's bytes.
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new StatementParseError(NOT_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new StatementParseError(message('statements.noSheets'));
  const rows: string[][] = [];
  const lines: number[] = [];
  let hasDates = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) {
      const value = row.getCell(c).value;
      if (value instanceof Date) hasDates = true;
      cells.push(cellText(value).trim());
    }
    rows.push(cells);
    lines.push(rowNumber);
  });
  return { rows, lines, hasDates };
}

/** The rows as CSV text, for suggestMapping to guess the columns of a sheet without a saved mapping. */
export function rowsAsCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
}
