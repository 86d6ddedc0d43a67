/** Any report's data as the document the renderers share. */
import {
  formatAbn,
  formatDate,
  formatMoney,
  type ReportBasis,
  type ReportData,
  type ReportType,
  type UncodedLines,
} from '@ledgerdesk/domain';
import { periodLabel, type ReportDocument, type ReportRow } from './document.js';
import { cashJournalLayout, generalJournalLayout, gstDetailLayout, gstSummaryLayout } from './journals.layout.js';
import { balanceSheetLayout, profitAndLossLayout, trialBalanceLayout, type Layout } from './statements.layout.js';

export const REPORT_TITLES: Record<ReportType, string> = {
  'trial-balance': 'Trial balance',
  'profit-and-loss': 'Profit and loss',
  'balance-sheet': 'Balance sheet',
  'general-journal': 'General journal',
  'gst-summary': 'GST summary (BAS)',
  'gst-detail': 'GST detail',
  'receipts-journal': 'Receipts journal',
  'disbursements-journal': 'Disbursements journal',
};

function layoutOf(report: ReportData): Layout {
  switch (report.type) {
    case 'trial-balance':
      return trialBalanceLayout(report);
    case 'profit-and-loss':
      return profitAndLossLayout(report);
    case 'balance-sheet':
      return balanceSheetLayout(report);
    case 'general-journal':
      return generalJournalLayout(report);
    case 'gst-summary':
      return gstSummaryLayout(report);
    case 'gst-detail':
      return gstDetailLayout(report);
    case 'receipts-journal':
    case 'disbursements-journal':
      return cashJournalLayout(report);
  }
}

/** Who the report is for and where it stands, as its header says it. */
export interface ReportHeader {
  businessName: string;
  abn: string | null;
  /** The business's basis; a GST report states the one it was computed on. */
  basis: ReportBasis;
  approval: { by: string | null; at: string } | null;
}

const WHEN = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Australia/Sydney',
});

const BASIS_TEXT: Record<ReportBasis, string> = { cash: 'Cash basis', accrual: 'Accrual basis' };

const linesText = (count: number) => `${count} uncoded bank line${count === 1 ? '' : 's'}`;
const spanText = (u: UncodedLines) => (u.from ? `from ${formatDate(u.from)} to ${formatDate(u.to)}` : `up to ${formatDate(u.to)}`);

/** The uncoded lines as the table's last row: their count in the first cell, their sum under the first amount. */
function uncodedRow(layout: Layout, uncoded: UncodedLines): ReportRow {
  const amountAt = layout.columns.findIndex((c) => c.kind === 'amount');
  const cells: ReportRow['cells'] = layout.columns.map(() => null);
  cells[0] = `Not included: ${linesText(uncoded.count)} ${spanText(uncoded)}`;
  if (amountAt > 0) cells[amountAt] = uncoded.amount;
  return { cells, level: 0, style: 'line' };
}

export function reportDocument(report: ReportData, header: ReportHeader): ReportDocument {
  const basis = report.type === 'gst-summary' || report.type === 'gst-detail' ? report.basis : header.basis;
  const details = [[header.abn ? `ABN ${formatAbn(header.abn)}` : 'No ABN recorded', BASIS_TEXT[basis]].join(' · ')];
  if (header.approval) details.push(`Approved by ${header.approval.by ?? 'a team member'} on ${WHEN.format(new Date(header.approval.at))}`);
  const uncoded = 'uncoded' in report && report.uncoded && report.uncoded.count > 0 ? report.uncoded : null;
  if (uncoded) details.push(`Not included: ${linesText(uncoded.count)}, net ${formatMoney(uncoded.amount)}`);
  const layout = layoutOf(report);
  // A balance sheet is a position on a day, not a movement over a period.
  const label = report.type === 'balance-sheet' ? (p: { to: string }) => `As at ${formatDate(p.to)}` : periodLabel;
  return {
    title: REPORT_TITLES[report.type],
    businessName: header.businessName,
    details,
    periodLabels: report.periods.map(label),
    columns: layout.columns,
    rows: uncoded ? [...layout.rows, uncodedRow(layout, uncoded)] : layout.rows,
  };
}
