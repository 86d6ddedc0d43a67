/**
 * Dates in spreadsheet exports, described with PHP-style letters as Firefly III's bank
 * configurations do: d/j day, m/n month (with or without a leading zero either way), Y
 * four-digit year, y two-digit year, M month name ('Mar', 'March'), anything else literal.
 * A time after the date ('2020-01-01T13:00:00', '12/15/2018 10:46') is allowed and dropped:
 * the ledger keeps the calendar day the bank wrote.
 */
import { isoDate, isIsoDate, type IsoDate } from '../dates.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AP]M)?(?:Z|[+-]\d{2}:?\d{2})?)?`;

interface Compiled {
  regex: RegExp;
  groups: ('day' | 'month' | 'monthName' | 'year4' | 'year2')[];
}

const cache = new Map<string, Compiled>();

function compile(format: string): Compiled {
  const hit = cache.get(format);
  if (hit) return hit;
  const groups: Compiled['groups'] = [];
  let pattern = '';
  for (const ch of format) {
    if (ch === 'd' || ch === 'j') {
      pattern += String.raw`(\d{1,2})`;
      groups.push('day');
    } else if (ch === 'm' || ch === 'n') {
      pattern += String.raw`(\d{1,2})`;
      groups.push('month');
    } else if (ch === 'M' || ch === 'F') {
      pattern += '([A-Za-z]{3,9})\\.?';
      groups.push('monthName');
    } else if (ch === 'Y') {
      pattern += String.raw`(\d{4})`;
      groups.push('year4');
    } else if (ch === 'y') {
      pattern += String.raw`(\d{2})`;
      groups.push('year2');
    } else if (ch === ' ') {
      pattern += String.raw`\s+`;
    } else {
      pattern += ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    }
  }
  const compiled = { regex: new RegExp(`^${pattern}${TIME}$`, 'i'), groups };
  cache.set(format, compiled);
  return compiled;
}

/** The date in `text` under `format` (or the first of several formats that reads it). */
export function parseDateWithFormat(text: string, format: string | readonly string[]): IsoDate | undefined {
  const value = text.trim();
  for (const f of typeof format === 'string' ? [format] : format) {
    const { regex, groups } = compile(f);
    const m = regex.exec(value);
    if (!m) continue;
    let year = 0;
    let month = 0;
    let day = 0;
    for (let i = 0; i < groups.length; i++) {
      const kind = groups[i];
      const part = m[i + 1] ?? '';
      if (kind === 'day') day = Number(part);
      else if (kind === 'month') month = Number(part);
      else if (kind === 'monthName') month = MONTHS.indexOf(part.slice(0, 3).toLowerCase()) + 1;
      else if (kind === 'year4') year = Number(part);
      else year = Number(part) < 70 ? 2000 + Number(part) : 1900 + Number(part);
    }
    const date = isoDate(year, month, day);
    if (isIsoDate(date)) return date;
  }
  return undefined;
}

/** Formats offered to the user and tried, in this order, when guessing a file's format. */
export const DATE_FORMATS = [
  'd/m/Y',
  'm/d/Y',
  'Y-m-d',
  'd.m.Y',
  'd.m.y',
  'd/m/y',
  'm/d/y',
  'd M Y',
  'd-M-Y',
  'd M y',
  'd-M-y',
  'Y/m/d',
  'd-m-Y',
  'Ymd',
] as const;
