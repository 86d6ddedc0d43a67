/** The dates a saved report's period means on a given day; presets follow the business's financial year. */
import { periodContaining, previousPeriod, type IsoDate, type PeriodKind } from '@ledgerdesk/domain';
import type { DrivenPeriod, DrivenPeriodPreset } from '@ledgerdesk/domain';

const PRESETS: Record<DrivenPeriodPreset, { kind: PeriodKind; back: boolean }> = {
  'this-month': { kind: 'month', back: false },
  'last-month': { kind: 'month', back: true },
  'this-quarter': { kind: 'quarter', back: false },
  'last-quarter': { kind: 'quarter', back: true },
  'this-financial-year': { kind: 'financialYear', back: false },
  'last-financial-year': { kind: 'financialYear', back: true },
};

export function resolvePeriod(period: DrivenPeriod, today: IsoDate, financialYearStartMonth: number): { from: IsoDate; to: IsoDate } {
  if (!('preset' in period)) return { from: period.from, to: period.to };
  const { kind, back } = PRESETS[period.preset];
  const current = periodContaining(today, kind, financialYearStartMonth);
  return back ? previousPeriod(current) : current;
}
