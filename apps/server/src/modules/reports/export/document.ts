/**
 * The presentation model every export renders from: one report laid out once as headed columns
 * and rows, so PDF, XLSX and CSV cannot disagree about what a report shows. Amounts stay integer
 * cents until a renderer writes them.
 */
import { formatDate, formatMoney, message, type Message, type MessageKey, type ReportColumnKey } from '@ledgerdesk/domain';

export { REPORT_COLUMN_KEYS, type ReportColumnKey } from '@ledgerdesk/domain';

export type ColumnKind = 'text' | 'amount';

/** A catalogue message in the reader's language: layouts word their headings and labels through it. */
export type Say = (said: Message) => string;

/** A row label of the catalogue ('reports.row.…') in the reader's language. */
export const labelOf = (say: Say) => (key: `reports.row.${string}` & MessageKey) => say(message(key));

export interface ReportColumn {
  key: ReportColumnKey;
  heading: string;
  kind: ColumnKind;
  /** The period an amount column belongs to, shown above the heading when the report compares. */
  group?: string;
}

/** Text cells are strings, amount cells cents; null is an empty cell. */
export type ReportCell = string | number | null;

export type RowStyle = 'heading' | 'line' | 'total';

export interface ReportRow {
  cells: ReportCell[];
  /** Indent of the first cell: 0 for sections and totals, 1 for the lines under them. */
  level: number;
  style: RowStyle;
}

export interface ReportDocument {
  title: string;
  businessName: string;
  /** Under the business's name: its ABN and the report's basis, and who approved the report and when. */
  details: string[];
  /** The requested period first, then the comparison periods ('As at …' for a balance sheet). */
  periodLabels: string[];
  columns: ReportColumn[];
  rows: ReportRow[];
}

export interface ReportBrand {
  name: string;
  /** '#rrggbb'. */
  primaryColor: string;
  /** PNG or JPEG bytes; other image types are left out of the PDF. */
  logo: Buffer | null;
}

export const periodLabel = (period: { from: string; to: string }): string => `${formatDate(period.from)} – ${formatDate(period.to)}`;

/** The rows' cells as they read on paper: amounts formatted, empty cells blank. */
export function cellText(column: ReportColumn | undefined, cell: ReportCell): string {
  if (cell === null) return '';
  if (column?.kind === 'amount' && typeof cell === 'number') return formatMoney(cell);
  return String(cell);
}

/** Only the columns whose keys are listed, in the document's order; no list keeps them all. */
export function withColumns(doc: ReportDocument, keys: readonly ReportColumnKey[] | undefined): ReportDocument {
  if (!keys || keys.length === 0) return doc;
  const wanted = new Set(keys);
  const kept = doc.columns.flatMap((column, i) => (wanted.has(column.key) ? [i] : []));
  return {
    ...doc,
    columns: kept.map((i) => doc.columns[i] as ReportColumn),
    rows: doc.rows.map((row) => ({ ...row, cells: kept.map((i) => row.cells[i] ?? null) })),
  };
}
