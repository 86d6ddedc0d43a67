/**
 * Calendar dates as 'YYYY-MM-DD' strings: a ledger date has no time zone, so none is ever
 * attached. Australian financial years run 1 July – 30 June (start month configurable).
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

export function parts(date: IsoDate): { year: number; month: number; day: number } {
  const m = ISO.exec(date);
  if (!m || !isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How a date is shown and typed, in both languages (docs/decisions/0010). */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

/** '2026-11-27' → '27/11/2026'; anything that is not a date is returned as it is. */
export function formatDate(date: IsoDate): string {
  const m = ISO.exec(date.slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

/** Where the practice is: what server-written files and mails call "today" and "at 14:05". */
export const PRACTICE_TIME_ZONE = 'Australia/Sydney';

const PRACTICE_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRACTICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the web shows one, 'HH:mm, DD/MM/YYYY' (ADR 0012), at the practice's clock: for
 * files and mails the server writes, which have no browser to say the reader's zone.
 */
export function formatPracticeDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(PRACTICE_CLOCK.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.hour}:${part.minute}, ${part.day}/${part.month}/${part.year}`;
}

/**
 * What a person typed, day first: '27/11/2026', '7/1/2026', '27-11-2026', '27.11.2026'.
 * Answers the ISO date, or undefined when it is not a whole, real date (never a month-first guess).
 */
export function parseDisplayDate(text: string): IsoDate | undefined {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const date = isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return isIsoDate(date) ? date : undefined;
}

export function daysInMonth(year: number, month: number): number {
  return [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** First day of the month `months` after (or before) the month of `date`. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month } = parts(date);
  const index = year * 12 + (month - 1) + months;
  return isoDate(Math.floor(index / 12), (index % 12) + 1, 1);
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return isoDate(year, month, daysInMonth(year, month));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parts(date);
  const t = Date.UTC(year, month - 1, day) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** S: the first day of the financial year that holds `date`. */
export function financialYearStart(date: IsoDate, startMonth = 7): IsoDate {
  const { year, month } = parts(date);
  return isoDate(month >= startMonth ? year : year - 1, startMonth, 1);
}

export function financialYearEnd(date: IsoDate, startMonth = 7): IsoDate {
  return addDays(addMonths(financialYearStart(date, startMonth), 12), -1);
}

/** 'FY2025' is the year ending in 2025 (1 Jul 2024 – 30 Jun 2025), as the ATO names it. */
export function financialYearLabel(date: IsoDate, startMonth = 7): string {
  return `FY${parts(financialYearEnd(date, startMonth)).year}`;
}

export interface Period {
  from: IsoDate;
  to: IsoDate;
}

export type PeriodKind = 'month' | 'quarter' | 'financialYear';

/** The month, quarter (of the financial year) or financial year that holds `date`. */
export function periodContaining(date: IsoDate, kind: PeriodKind, startMonth = 7): Period {
  if (kind === 'financialYear') return { from: financialYearStart(date, startMonth), to: financialYearEnd(date, startMonth) };
  const { year, month } = parts(date);
  if (kind === 'month') return { from: isoDate(year, month, 1), to: endOfMonth(date) };
  const fyStart = financialYearStart(date, startMonth);
  const monthsIn = year * 12 + month - 1 - (parts(fyStart).year * 12 + startMonth - 1);
  const from = addMonths(fyStart, monthsIn - (monthsIn % 3));
  return { from, to: addDays(addMonths(from, 3), -1) };
}

function monthsSpanned({ from, to }: Period): number {
  const a = parts(from);
  const b = parts(to);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

const isWholeMonths = (p: Period) => parts(p.from).day === 1 && p.to === endOfMonth(p.to);

/** The period of the same length just before `period` (whole months stay whole months). */
export function previousPeriod(period: Period): Period {
  if (isWholeMonths(period)) {
    const n = monthsSpanned(period);
    const from = addMonths(period.from, -n);
    return { from, to: addDays(period.from, -1) };
  }
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

export function samePeriodLastYear(period: Period): Period {
  const shift = (d: IsoDate) => {
    const { year, month, day } = parts(d);
    return isoDate(year - 1, month, Math.min(day, daysInMonth(year - 1, month)));
  };
  return isWholeMonths(period)
    ? { from: shift(period.from), to: endOfMonth(shift(period.to)) }
    : { from: shift(period.from), to: shift(period.to) };
}
