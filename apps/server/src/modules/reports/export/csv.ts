/**
 * A report as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so Excel reads the accents):
 * one heading row, then the rows. Amounts are plain decimals ('-1234.50') a spreadsheet reads as
 * numbers; formula-looking text is neutralised by the ledger export's cell rule.
 */
import { formatCents } from '@ledgerdesk/domain';
import { csvCell } from '../../ledger/index.js';
import type { ReportColumn, ReportDocument } from './document.js';

export const columnHeading = (column: ReportColumn): string => (column.group ? `${column.heading} (${column.group})` : column.heading);

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function renderCsv(doc: ReportDocument): Buffer {
  let out = `\uFEFF${line(doc.columns.map(columnHeading))}`;
  for (const row of doc.rows) {
    out += line(
      doc.columns.map((column, i) => {
        const cell = row.cells[i] ?? null;
        if (cell === null) return '';
        return column.kind === 'amount' && typeof cell === 'number' ? formatCents(cell, { thousands: false }) : String(cell);
      }),
    );
  }
  return Buffer.from(out, 'utf8');
}
