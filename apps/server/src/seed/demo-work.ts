/**
 * The report work the demo shows, through the lock-and-approve service: the case manager asked
 * for each business's profit and loss of the last completed financial year to be locked and the
 * supervisor approved it (so those years are closed to postings), and two GST summaries of the
 * last completed quarter wait for the supervisor's approval.
 */
import { addDays, financialYearStart, periodContaining, type IsoDate, type Period, type ReportType } from '@ledgerdesk/domain';
import type { AppContext } from '../platform/context.js';
import { decideReportLock, requestReportLock } from '../modules/reports/index.js';
import type { DemoActors } from './demo-actors.js';
import type { BooksBusiness } from './demo-books.js';

/** The financial year (1 July to 30 June) that ended last, and the quarter that did. */
export function closedPeriods(today: IsoDate): { year: Period; quarter: Period } {
  const yearEnd = addDays(financialYearStart(today), -1);
  return {
    year: { from: financialYearStart(yearEnd), to: yearEnd },
    quarter: periodContaining(addDays(periodContaining(today, 'quarter').from, -1), 'quarter'),
  };
}

async function approved(ctx: AppContext, actors: DemoActors, businessId: string, type: ReportType, period: Period) {
  const request = await requestReportLock(ctx, actors.caseManager, businessId, { type, ...period, acknowledged: true });
  await decideReportLock(ctx, actors.supervisor, request.id, { kind: 'approve', acknowledged: true });
}

export async function seedReportLocks(ctx: AppContext, actors: DemoActors, books: readonly BooksBusiness[], today: IsoDate): Promise<void> {
  const { year, quarter } = closedPeriods(today);
  const named = (name: string) => books.filter((b) => b.name === name);
  for (const business of books) await approved(ctx, actors, business.id, 'profit-and-loss', year);
  for (const business of named('Bondi Beach Bakery')) await approved(ctx, actors, business.id, 'balance-sheet', year);
  for (const business of [...named('Bondi Beach Bakery'), ...named('Sunrise Physiotherapy')]) {
    // Acknowledged: on some days the quarter's last weeks are still uncoded, which the request warns of.
    await requestReportLock(ctx, actors.caseManager, business.id, { type: 'gst-summary', ...quarter, acknowledged: true });
  }
}
