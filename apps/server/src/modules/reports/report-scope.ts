/**
 * The business a report is computed for and the periods it covers: the requested one first,
 * then the comparison column (previous period or the same period last year).
 */
import {
  financialYearStart,
  type BasFrequency,
  previousPeriod,
  samePeriodLastYear,
  type IsoDate,
  type ReportBasis,
  type ReportCompare,
  type ReportPeriod,
  message,
} from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { businesses } from '../businesses/index.js';
import { businessInScope, type ScopedBusiness } from '../ledger/index.js';

export interface ReportBusiness extends ScopedBusiness {
  abn: string | null;
  gstRegistered: boolean;
  gstBasis: ReportBasis;
  basFrequency: BasFrequency;
}

export async function reportBusinessInScope(db: Db, actor: AuthUser, businessId: string): Promise<ReportBusiness> {
  const business = await businessInScope(db, actor, businessId);
  const [gst] = await db
    .select({
      abn: businesses.abn,
      gstRegistered: businesses.gstRegistered,
      gstBasis: businesses.gstBasis,
      basFrequency: businesses.basFrequency,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return {
    ...business,
    abn: gst?.abn ?? null,
    gstRegistered: gst?.gstRegistered ?? false,
    gstBasis: gst?.gstBasis ?? 'cash',
    basFrequency: gst?.basFrequency ?? 'quarterly',
  };
}

/** The query after validation: `compare` has its default, the rest may be absent. */
export interface ReportOptions {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  compare?: ReportCompare | undefined;
  basis?: ReportBasis | undefined;
}

export interface ResolvedReport {
  from: IsoDate;
  to: IsoDate;
  compare: ReportCompare;
  basis: ReportBasis;
  periods: ReportPeriod[];
}

const AUSTRALIAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const todayInAustralia = (): IsoDate => AUSTRALIAN_DAY.format(new Date());

/** `to` defaults to today in Australia, `from` to the start of the financial year holding `to`. */
export function reportRange(
  query: { from?: IsoDate | undefined; to?: IsoDate | undefined },
  financialYearStartMonth: number,
): ReportPeriod {
  const to = query.to ?? todayInAustralia();
  const from = query.from ?? financialYearStart(to, financialYearStartMonth);
  if (from > to) throw Errors.badRequest(message('reports.fromAfterTo'));
  return { from, to };
}

export function resolveReport(business: ReportBusiness, query: ReportOptions): ResolvedReport {
  const period = reportRange(query, business.financialYearStartMonth);
  const compare = query.compare ?? 'none';
  const periods = [period];
  if (compare === 'previous-period') periods.push(previousPeriod(period));
  if (compare === 'previous-year') periods.push(samePeriodLastYear(period));
  return { ...period, compare, basis: query.basis ?? business.gstBasis, periods };
}
