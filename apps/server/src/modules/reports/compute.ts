/**
 * One entry point for every report: the API route, the exports (PDF, XLSX, CSV), the report
 * builder and the lock snapshot all call `computeReport` and receive the contract's data.
 */
import { lastEndedBasPeriod, type ReportData, type ReportDataOf, type ReportType } from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import { computeGstDetailReport, computeGstSummaryReport } from './gst.service.js';
import { computeCashJournalReport, computeGeneralJournalReport } from './journals.service.js';
import { resolveReport, todayInAustralia, type ReportBusiness, type ReportOptions } from './report-scope.js';
import { computeBalanceSheetReport, computeProfitAndLossReport, computeTrialBalanceReport } from './statements.service.js';
import { uncodedLinesOf } from './uncoded.js';

export async function computeReport<T extends ReportType>(
  db: Db,
  business: ReportBusiness,
  type: T,
  query: ReportOptions,
): Promise<ReportDataOf<T>> {
  const r = resolveReport(business, defaultPeriod(business, type, query));
  const data = await computeAny(db, business, type, r);
  const uncoded = await uncodedLinesOf(db, business.id, type, r);
  return (uncoded ? { ...data, uncoded } : data) as ReportDataOf<T>;
}

/** A GST report asked for without dates covers the BAS period the business lodges last (monthly, quarterly or yearly). */
function defaultPeriod(business: ReportBusiness, type: ReportType, query: ReportOptions): ReportOptions {
  if ((type !== 'gst-summary' && type !== 'gst-detail') || query.from || query.to) return query;
  return { ...query, ...lastEndedBasPeriod(todayInAustralia(), business.basFrequency, business.financialYearStartMonth) };
}

function computeAny(db: Db, business: ReportBusiness, type: ReportType, r: ReturnType<typeof resolveReport>): Promise<ReportData> {
  switch (type) {
    case 'trial-balance':
      return computeTrialBalanceReport(db, business.id, r);
    case 'profit-and-loss':
      return computeProfitAndLossReport(db, business.id, r);
    case 'balance-sheet':
      return computeBalanceSheetReport(db, business.id, r, business.financialYearStartMonth);
    case 'general-journal':
      return computeGeneralJournalReport(db, business.id, r);
    case 'gst-summary':
      return computeGstSummaryReport(db, business, r);
    case 'gst-detail':
      return computeGstDetailReport(db, business, r);
    case 'receipts-journal':
    case 'disbursements-journal':
      return computeCashJournalReport(db, business.id, type, r);
  }
}
