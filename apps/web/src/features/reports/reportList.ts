/** The reports that exist, for the hub and the business's 'Financial report' tab. */
import type { ParseKeys } from 'i18next';

export interface ReportLink {
  key: string;
  labelKey: ParseKeys;
  descriptionKey: ParseKeys;
  path: (businessId: string) => string;
}

export const REPORTS: readonly ReportLink[] = [
  {
    key: 'trial-balance',
    labelKey: 'reports.trialBalance.title',
    descriptionKey: 'reports.trialBalance.description',
    path: (businessId) => `/businesses/accounting-report/trial-balance?businessId=${businessId}`,
  },
];
