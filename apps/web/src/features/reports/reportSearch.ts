/** The report's parameters kept in the URL: business, range, comparison and GST basis. */
import {
  basPeriodContaining,
  lastEndedBasPeriod,
  REPORT_BASES,
  REPORT_COMPARES,
  type BasFrequency,
  type Period,
  type ReportType,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { useSearchState } from '../../ui/urlState';
import { useBusiness } from '../businesses/queries';
import type { ReportParams } from './api';
import { defaultRange, today } from './periods';

const searchSchema = z.object({
  businessId: z.string().catch(''),
  from: z.string().catch(''),
  to: z.string().catch(''),
  compare: z.enum(REPORT_COMPARES).catch('none'),
  basis: z.enum([...REPORT_BASES, '']).catch(''),
});

/** Only the GST reports depend on the cash or accrual basis. */
export const BASIS_TYPES: ReadonlySet<ReportType> = new Set(['gst-summary', 'gst-detail']);

/**
 * The range a report opens on: a GST report on the BAS period the business lodges (the last one
 * that has ended, or the one holding the URL's end date); any other the financial year to date.
 */
export function openingRange(type: ReportType, to: string, startMonth: number, basFrequency: BasFrequency | undefined): Period {
  if (!BASIS_TYPES.has(type) || !basFrequency) return defaultRange(startMonth, to || undefined);
  return to ? basPeriodContaining(to, basFrequency, startMonth) : lastEndedBasPeriod(today(), basFrequency, startMonth);
}

export function useReportSearch(type: ReportType) {
  const [search, update] = useSearchState(searchSchema);
  const business = useBusiness(search.businessId);
  const startMonth = business.data?.financialYearStartMonth ?? 7;
  const fallback = openingRange(type, search.to, startMonth, business.data?.basFrequency);
  const params: ReportParams = {
    from: search.from || fallback.from,
    to: search.to || fallback.to,
    compare: search.compare,
    basis: BASIS_TYPES.has(type) ? search.basis || business.data?.gstBasis : undefined,
  };
  // The default range and basis come from the business: wait for it (or for its failure).
  const ready = search.businessId !== '' && !business.isPending;
  return { businessId: search.businessId, business, startMonth, params, ready, update };
}
