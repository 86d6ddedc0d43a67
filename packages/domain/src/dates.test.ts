import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatPracticeDateTime,
  parseDisplayDate,
  addMonths,
  financialYearEnd,
  financialYearLabel,
  financialYearStart,
  isIsoDate,
  periodContaining,
  previousPeriod,
  samePeriodLastYear,
} from './dates.js';

describe('Australian financial year', () => {
  it('starts on 1 July of the year that holds the date', () => {
    expect(financialYearStart('2025-06-30')).toBe('2024-07-01');
    expect(financialYearStart('2025-07-01')).toBe('2025-07-01');
    expect(financialYearEnd('2025-03-15')).toBe('2025-06-30');
    expect(financialYearLabel('2024-07-01')).toBe('FY2025');
  });

  it('honours another start month', () => {
    expect(financialYearStart('2025-03-15', 1)).toBe('2025-01-01');
    expect(financialYearEnd('2025-03-15', 4)).toBe('2025-03-31');
  });
});

describe('periods', () => {
  it('finds the month, financial-year quarter and year that hold a date', () => {
    expect(periodContaining('2024-02-29', 'month')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodContaining('2024-08-15', 'quarter')).toEqual({ from: '2024-07-01', to: '2024-09-30' });
    expect(periodContaining('2025-02-03', 'quarter')).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    expect(periodContaining('2025-06-30', 'financialYear')).toEqual({ from: '2024-07-01', to: '2025-06-30' });
  });

  it('steps back whole months and whole years', () => {
    expect(previousPeriod({ from: '2024-07-01', to: '2024-09-30' })).toEqual({ from: '2024-04-01', to: '2024-06-30' });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(previousPeriod({ from: '2024-07-01', to: '2025-06-30' })).toEqual({ from: '2023-07-01', to: '2024-06-30' });
    expect(previousPeriod({ from: '2024-03-10', to: '2024-03-19' })).toEqual({ from: '2024-02-29', to: '2024-03-09' });
    expect(samePeriodLastYear({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ from: '2023-02-01', to: '2023-02-28' });
  });

  it('validates ISO dates and month arithmetic', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-01');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-01');
  });
});

describe('dates for people, day first', () => {
  it('shows a date as DD/MM/YYYY', () => {
    expect(formatDate('2026-11-27')).toBe('27/11/2026');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it('reads a typed date day first, and refuses what is not a date', () => {
    expect(parseDisplayDate('27/11/2026')).toBe('2026-11-27');
    expect(parseDisplayDate('5/1/2026')).toBe('2026-01-05');
    expect(parseDisplayDate('05-01-2026')).toBe('2026-01-05');
    expect(parseDisplayDate('11/27/2026')).toBeUndefined();
    expect(parseDisplayDate('31/02/2026')).toBeUndefined();
    expect(parseDisplayDate('27/11')).toBeUndefined();
  });
});

describe('a date with a time in server-written files', () => {
  it('reads HH:mm, DD/MM/YYYY on the practice clock, across daylight saving, and blank for garbage', () => {
    // 23:30 UTC on 30 June is 09:30 the next morning in Sydney (AEST, +10).
    expect(formatPracticeDateTime('2026-06-30T23:30:00.000Z')).toBe('09:30, 01/07/2026');
    // In summer Sydney is +11 (AEDT).
    expect(formatPracticeDateTime(new Date('2026-11-27T13:05:00.000Z'))).toBe('00:05, 28/11/2026');
    expect(formatPracticeDateTime('not a date')).toBe('');
  });
});
