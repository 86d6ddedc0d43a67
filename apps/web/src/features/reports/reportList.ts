/** The reports that exist, for the hub and the business's 'Financial report' tab, and their routes. */
import { REPORT_TYPES, type ReportType } from '@ledgerdesk/domain';

/** The `/edit-report/{slug}` of each report; `journal` is another name of the general journal. */
export const EDIT_SLUGS: Record<ReportType, string> = {
  'balance-sheet': 'balance-sheet',
  'disbursements-journal': 'disbursements-journal',
  'general-journal': 'general-journal',
  'gst-detail': 'gst-detail',
  'gst-summary': 'gst-summary',
  'profit-and-loss': 'profit-loss',
  'receipts-journal': 'receipts-journal',
  'trial-balance': 'trial-balance',
};

export function typeOfEditSlug(slug: string): ReportType | undefined {
  if (slug === 'journal') return 'general-journal';
  return REPORT_TYPES.find((type) => EDIT_SLUGS[type] === slug);
}

/** The reports with a page of their own under /businesses/accounting-report. */
const VIEW_PAGES: Partial<Record<ReportType, string>> = {
  'profit-and-loss': 'profit-and-loss',
  'balance-sheet': 'balance-sheet',
  'trial-balance': 'trial-balance',
};

export function viewPath(type: ReportType, businessId: string): string | undefined {
  const page = VIEW_PAGES[type];
  return page && `/businesses/accounting-report/${page}?businessId=${businessId}`;
}

export function editPath(type: ReportType, businessId: string): string {
  return `/edit-report/${EDIT_SLUGS[type]}?businessId=${businessId}`;
}

/** The edit-report page of a report over a period: where a lock request is reviewed. */
export function reviewPath(lock: { type: ReportType; businessId: string; from: string; to: string }): string {
  const query = new URLSearchParams({ businessId: lock.businessId, from: lock.from, to: lock.to });
  return `/edit-report/${EDIT_SLUGS[lock.type]}?${query.toString()}`;
}

export const REPORTS: readonly ReportType[] = [
  'profit-and-loss',
  'balance-sheet',
  'trial-balance',
  'general-journal',
  'gst-summary',
  'gst-detail',
  'receipts-journal',
  'disbursements-journal',
];
