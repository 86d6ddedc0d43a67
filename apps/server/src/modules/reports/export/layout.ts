/** Any report's data as the document the renderers share. */
import {
  formatAbn,
  formatDate,
  formatMoney,
  formatPracticeDateTime,
  message,
  renderMessage,
  reportTitle,
  type AccountLanguage,
  type Message,
  type ReportBasis,
  type ReportData,
  type UncodedLines,
} from '@ledgerdesk/domain';
import { periodLabel, type ReportDocument, type ReportRow, type Say } from './document.js';
import { cashJournalLayout, generalJournalLayout, gstDetailLayout, gstSummaryLayout } from './journals.layout.js';
import { balanceSheetLayout, profitAndLossLayout, trialBalanceLayout, type Layout } from './statements.layout.js';

function layoutOf(report: ReportData, say: Say): Layout {
  switch (report.type) {
    case 'trial-balance':
      return trialBalanceLayout(report, say);
    case 'profit-and-loss':
      return profitAndLossLayout(report, say);
    case 'balance-sheet':
      return balanceSheetLayout(report, say);
    case 'general-journal':
      return generalJournalLayout(report, say);
    case 'gst-summary':
      return gstSummaryLayout(report, say);
    case 'gst-detail':
      return gstDetailLayout(report, say);
    case 'receipts-journal':
    case 'disbursements-journal':
      return cashJournalLayout(report, say);
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

const BASIS_TEXT: Record<ReportBasis, Message> = {
  cash: message('reports.export.cashBasis'),
  accrual: message('reports.export.accrualBasis'),
};

const spanText = (u: UncodedLines) =>
  u.from
    ? message('reports.export.uncodedSpan', { from: formatDate(u.from), to: formatDate(u.to) })
    : message('reports.export.uncodedUpTo', { to: formatDate(u.to) });

/** The uncoded lines as the table's last row: their count in the first cell, their sum under the first amount. */
function uncodedRow(layout: Layout, uncoded: UncodedLines, say: (m: Message) => string): ReportRow {
  const amountAt = layout.columns.findIndex((c) => c.kind === 'amount');
  const cells: ReportRow['cells'] = layout.columns.map(() => null);
  cells[0] = say(message('reports.export.notIncludedRow', { count: uncoded.count, span: spanText(uncoded) }));
  if (amountAt > 0) cells[amountAt] = uncoded.amount;
  return { cells, level: 0, style: 'line' };
}

/** The report laid out in the reader's language: title, header lines, column headings and row labels. */
export function reportDocument(report: ReportData, header: ReportHeader, language: AccountLanguage = 'en'): ReportDocument {
  const say: Say = (said) => renderMessage(language, said);
  const basis = report.type === 'gst-summary' || report.type === 'gst-detail' ? report.basis : header.basis;
  const abn = header.abn ? `ABN ${formatAbn(header.abn)}` : say(message('reports.export.noAbn'));
  const details = [[abn, say(BASIS_TEXT[basis])].join(' · ')];
  if (header.approval) {
    const by = header.approval.by ?? message('reports.export.teamMember');
    details.push(say(message('reports.export.approvedBy', { by, at: formatPracticeDateTime(header.approval.at) })));
  }
  const uncoded = 'uncoded' in report && report.uncoded && report.uncoded.count > 0 ? report.uncoded : null;
  if (uncoded) details.push(say(message('reports.export.notIncluded', { count: uncoded.count, net: formatMoney(uncoded.amount) })));
  const layout = layoutOf(report, say);
  // A balance sheet is a position on a day, not a movement over a period.
  const label =
    report.type === 'balance-sheet' ? (p: { to: string }) => say(message('reports.export.asAt', { date: formatDate(p.to) })) : periodLabel;
  return {
    title: say(reportTitle(report.type)),
    businessName: header.businessName,
    details,
    periodLabels: report.periods.map(label),
    columns: layout.columns,
    rows: uncoded ? [...layout.rows, uncodedRow(layout, uncoded, say)] : layout.rows,
  };
}
