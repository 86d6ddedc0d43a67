/** The report period presets, built on the domain's financial-year and period helpers. */
import { financialYearStart, isoDate, parts, type Period, periodContaining } from '@ledgerdesk/domain';

export const PERIOD_PRESETS = ['thisFinancialYear', 'lastFinancialYear', 'month', 'quarter', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export function today(): string {
  const now = new Date();
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The default range: the financial year to date. */
export function defaultRange(startMonth: number, on: string = today()): Period {
  return { from: financialYearStart(on, startMonth), to: on };
}

/** The range of a preset around `anchor` (the current `to`); custom keeps the range as it is. */
export function rangeFor(preset: PeriodPreset, anchor: string, startMonth: number, current: Period): Period {
  switch (preset) {
    case 'thisFinancialYear':
      return periodContaining(anchor, 'financialYear', startMonth);
    case 'lastFinancialYear': {
      const { year, month, day } = parts(financialYearStart(anchor, startMonth));
      return periodContaining(isoDate(year - 1, month, day), 'financialYear', startMonth);
    }
    case 'month':
      return periodContaining(anchor, 'month', startMonth);
    case 'quarter':
      return periodContaining(anchor, 'quarter', startMonth);
    case 'custom':
      return current;
  }
}
