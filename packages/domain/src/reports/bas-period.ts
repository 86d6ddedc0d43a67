/**
 * The BAS period a business lodges (monthly, quarterly or annually, quarters and years counted
 * from its financial-year start): the GST reports open on one, and a lock warns while its period
 * has not ended.
 */
import type { BasFrequency } from '../contracts/businesses.js';
import { addDays, periodContaining, type IsoDate, type Period, type PeriodKind } from '../dates.js';

const KIND = { monthly: 'month', quarterly: 'quarter', annually: 'financialYear' } as const satisfies Record<BasFrequency, PeriodKind>;

export function basPeriodContaining(date: IsoDate, frequency: BasFrequency, startMonth = 7): Period {
  return periodContaining(date, KIND[frequency], startMonth);
}

/**
 * The BAS period to lodge on `today`: the latest one that has ended. The current one is still
 * collecting lines, so its figures would change after lodging.
 */
export function lastEndedBasPeriod(today: IsoDate, frequency: BasFrequency, startMonth = 7): Period {
  const current = basPeriodContaining(today, frequency, startMonth);
  return basPeriodContaining(addDays(current.from, -1), frequency, startMonth);
}

/** A period has ended once its last day is over: a period ending today is still open. */
export const periodHasEnded = (period: Pick<Period, 'to'>, today: IsoDate): boolean => period.to < today;
