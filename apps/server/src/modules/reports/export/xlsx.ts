/**
 * A report as an Excel workbook: title lines, a frozen heading row, amounts as numbers in
 * dollars with a two-decimal format, negatives with a leading minus (ADR 0012), so sums in Excel work; totals bold.
 */
import ExcelJS from 'exceljs';
import { columnHeading } from './csv.js';
import type { ReportDocument } from './document.js';

export const AMOUNT_FORMAT = '"$"#,##0.00;-"$"#,##0.00';

/** Rows above the heading row: title, business, its ABN, basis and approval, then the period(s). */
const PREAMBLE_ROWS = 4;

export async function renderXlsx(doc: ReportDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ledgerdesk';
  const sheet = workbook.addWorksheet(doc.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: PREAMBLE_ROWS + 1 }],
  });
  sheet.getCell('A1').value = doc.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = doc.businessName;
  sheet.getCell('A3').value = doc.details.join(' | ');
  sheet.getCell('A4').value = doc.periodLabels.join(' | ');

  const heading = sheet.getRow(PREAMBLE_ROWS + 1);
  doc.columns.forEach((column, i) => {
    const cell = heading.getCell(i + 1);
    cell.value = columnHeading(column);
    cell.font = { bold: true };
    if (column.kind === 'amount') cell.alignment = { horizontal: 'right' };
  });

  doc.rows.forEach((row, r) => {
    const excelRow = sheet.getRow(PREAMBLE_ROWS + 2 + r);
    doc.columns.forEach((column, i) => {
      const value = row.cells[i] ?? null;
      if (value === null) return;
      const cell = excelRow.getCell(i + 1);
      if (column.kind === 'amount' && typeof value === 'number') {
        cell.value = value / 100;
        cell.numFmt = AMOUNT_FORMAT;
      } else {
        cell.value = String(value);
        if (i === 0 && row.level > 0) cell.alignment = { indent: row.level };
      }
      if (row.style !== 'line') cell.font = { bold: true };
    });
  });

  sheet.columns.forEach((col, i) => {
    const column = doc.columns[i];
    // A reduce, not Math.max(...rows): a journal can have more rows than a call has arguments.
    const longest = doc.rows.reduce((max, row) => Math.max(max, String(row.cells[i] ?? '').length + 2), 10);
    col.width = column?.kind === 'amount' ? 16 : Math.min(48, longest);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
