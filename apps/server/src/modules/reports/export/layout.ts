/** Any report's data as the document the renderers share. */
import type { ReportData, ReportType } from '@ledgerdesk/domain';
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

export function reportDocument(report: ReportData, businessName: string): ReportDocument {
  const basis = report.type === 'gst-summary' || report.type === 'gst-detail' ? ` · ${report.basis} basis` : '';
  return {
    title: REPORT_TITLES[report.type],
    businessName,
    periodLabels: report.periods.map((period, i) => `${periodLabel(period)}${i === 0 ? basis : ''}`),
    ...layoutOf(report),
  };
}
