/** Any report's data as the document the renderers share. */
import { formatAbn, formatDate, type ReportBasis, type ReportData, type ReportType } from '@ledgerdesk/domain';
import { periodLabel, type ReportDocument } from './document.js';
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

export function reportDocument(report: ReportData, header: ReportHeader): ReportDocument {
  const basis = report.type === 'gst-summary' || report.type === 'gst-detail' ? report.basis : header.basis;
  const details = [[header.abn ? `ABN ${formatAbn(header.abn)}` : 'No ABN recorded', BASIS_TEXT[basis]].join(' · ')];
  if (header.approval) details.push(`Approved by ${header.approval.by ?? 'a team member'} on ${WHEN.format(new Date(header.approval.at))}`);
  // A balance sheet is a position on a day, not a movement over a period.
  const label = report.type === 'balance-sheet' ? (p: { to: string }) => `As at ${formatDate(p.to)}` : periodLabel;
  return {
    title: REPORT_TITLES[report.type],
    businessName: header.businessName,
    details,
    periodLabels: report.periods.map(label),
    ...layoutOf(report),
  };
}
