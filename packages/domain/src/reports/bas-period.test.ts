import { describe, expect, it } from 'vitest';
import { basPeriodContaining, lastEndedBasPeriod, periodHasEnded } from './bas-period.js';

describe('BAS periods', () => {
  it('are the month, the quarter of the financial year, or the year', () => {
    expect(basPeriodContaining('2026-11-27', 'monthly')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(basPeriodContaining('2026-11-27', 'quarterly')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(basPeriodContaining('2026-11-27', 'annually')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
  });

  it('open on the latest period that has ended', () => {
    expect(lastEndedBasPeriod('2026-11-27', 'quarterly')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(lastEndedBasPeriod('2026-11-27', 'monthly')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastEndedBasPeriod('2026-07-01', 'quarterly')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(lastEndedBasPeriod('2026-11-27', 'annually')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
  });

  it('count a period ending today as not ended', () => {
    expect(periodHasEnded({ to: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(periodHasEnded({ to: '2026-11-26' }, '2026-11-27')).toBe(true);
  });
});
