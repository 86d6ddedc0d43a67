/**
 * Numeric dates whose field order the file does not state ('01/02/07'): QIF has no rule, and
 * exporters write month/day/year, day/month/year or year/month/day. The order is either given
 * by the user or found from all the dates of the file together; when more than one order
 * fits, the file is refused with a request to choose, because a wrong guess files every
 * transaction in the wrong month without anyone noticing.
 */
import { isoDate, isIsoDate, type IsoDate } from '../dates.js';
import { StatementParseError } from './types.js';
import { message } from '../messages/index.js';

export type DateOrder = 'mdy' | 'dmy' | 'ymd';

export const DATE_ORDERS: readonly DateOrder[] = ['dmy', 'mdy', 'ymd'];

// Written as patterns, not words: they read the same in every language.
const ORDER_NAMES: Record<DateOrder, string> = { mdy: 'MM/DD/YYYY', dmy: 'DD/MM/YYYY', ymd: 'YYYY/MM/DD' };

/** A statement covers weeks or months; a reading that spreads its dates over years is not it. */
const PLAUSIBLE_SPAN_DAYS = 366;

interface Fields {
  parts: [string, string, string];
  /** Quicken writes years from 2000 as 1/02'07. */
  apostrophe: boolean;
}

function split(text: string): Fields | undefined {
  const t = text.replace(/\s+/g, '');
  if (/^\d{8}$/.test(t)) return { parts: [t.slice(0, 4), t.slice(4, 6), t.slice(6)], apostrophe: false };
  const parts = t.split(/[/.'-]/);
  if (parts.length !== 3 || !parts.every((p) => /^\d{1,4}$/.test(p))) return undefined;
  return { parts: parts as [string, string, string], apostrophe: t.includes("'") };
}

function year(field: string, apostrophe: boolean): number | undefined {
  if (field.length === 4) return Number(field);
  if (field.length > 2) return undefined;
  const yy = Number(field);
  // Two-digit years: Quicken's apostrophe means 20yy; otherwise a pivot at 70, as spreadsheets do.
  return apostrophe || yy < 70 ? 2000 + yy : 1900 + yy;
}

/** The date under one field order, or undefined when that order cannot read it. */
export function readDateInOrder(text: string, order: DateOrder): IsoDate | undefined {
  const fields = split(text);
  if (!fields) return undefined;
  const [a, b, c] = fields.parts;
  // A four-digit first field can only be a year, whatever order was asked for.
  const effective = a.length === 4 ? 'ymd' : order;
  if (effective !== 'ymd' && c.length !== 4 && c.length > 2) return undefined;
  const [y, m, d] = effective === 'ymd' ? [a, b, c] : effective === 'mdy' ? [c, a, b] : [c, b, a];
  if (m.length > 2 || d.length > 2) return undefined;
  const yearValue = year(y, fields.apostrophe);
  if (yearValue === undefined) return undefined;
  const date = isoDate(yearValue, Number(m), Number(d));
  return isIsoDate(date) ? date : undefined;
}

export interface DateSample {
  text: string;
  line: number;
}

const dayNumber = (date: IsoDate) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

function span(dates: IsoDate[]): number {
  const days = dates.map(dayNumber);
  return Math.max(...days) - Math.min(...days);
}

/** The one order that reads every sample; throws when none does or when several still fit. */
export function detectDateOrder(samples: readonly DateSample[]): DateOrder {
  if (samples.length === 0) return 'dmy';
  const readings = DATE_ORDERS.map((order) => ({ order, dates: samples.map((s) => readDateInOrder(s.text, order)) }));
  const unreadable = samples.find((_, i) => readings.every((r) => r.dates[i] === undefined));
  if (unreadable) throw new StatementParseError(message('statements.dateInvalid', { value: unreadable.text }), unreadable.line);

  // Orders that read every date the same way ('20070122' in any order) are one reading.
  const fitting = readings.filter(
    (r, i) =>
      r.dates.every((d) => d !== undefined) &&
      !readings.slice(0, i).some((earlier) => earlier.dates.every((d, j) => d !== undefined && d === r.dates[j])),
  );
  if (fitting.length === 0) {
    const best = readings.reduce((x, y) => (y.dates.filter(Boolean).length > x.dates.filter(Boolean).length ? y : x));
    const odd = samples.find((_, i) => best.dates[i] === undefined) ?? samples[0];
    throw new StatementParseError(message('statements.dateOrderMixed', { value: odd?.text ?? '' }), odd?.line);
  }
  if (fitting.length === 1) return fitting[0]?.order ?? 'dmy';

  const plausible = fitting.filter((r) => span(r.dates as IsoDate[]) <= PLAUSIBLE_SPAN_DAYS);
  if (plausible.length === 1) return plausible[0]?.order ?? 'dmy';
  const candidates = plausible.length > 1 ? plausible : fitting;
  const index = samples.findIndex((_, i) => new Set(candidates.map((r) => r.dates[i])).size > 1);
  const example = samples[Math.max(index, 0)];
  throw new StatementParseError(
    message('statements.dateOrderAmbiguous', {
      orders: candidates.map((r) => ORDER_NAMES[r.order]).join(', '),
      example: example?.text ?? '',
      line: example?.line ?? 1,
    }),
  );
}
