/**
 * RFC 4180 records: fields in double quotes may hold the delimiter, doubled quotes and line
 * breaks (Venmo's disclaimer spans 25 lines in one cell). Each record remembers the line it
 * starts on, so errors can name it. Exporters bend the rules, so a quote inside an unquoted
 * field is kept as a character and text after a closing quote is kept too.
 */
import { StatementParseError } from './types.js';
import { message } from '../messages/index.js';

export type CsvDelimiter = ',' | ';' | '\t' | '|';

export interface CsvRecord {
  fields: string[];
  /** 1-based line the record starts on. */
  line: number;
}

/** Line breaks in a stretch of text: CRLF, LF or a lone CR each count once. */
function countBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

/** Position of the next delimiter or line break from `from` (fields are sliced, not built char by char: 100,000 lines must parse fast). */
function fieldEnd(text: string, from: number, delimiter: number): number {
  let k = from;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === delimiter || c === 10 || c === 13) break;
    k++;
  }
  return k;
}

export function tokenizeCsv(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  if (source.length === 0) return records;
  const delimiterCode = delimiter.charCodeAt(0);
  let fields: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  for (;;) {
    let start = i;
    while (start < source.length && (source[start] === ' ' || (source[start] === '\t' && delimiter !== '\t'))) start++;
    let value: string;
    if (source[start] === '"') {
      const openLine = line;
      value = '';
      let k = start + 1;
      for (;;) {
        const quote = source.indexOf('"', k);
        if (quote === -1) throw new StatementParseError(message('statements.quoteNotClosed'), openLine);
        const piece = source.slice(k, quote);
        line += countBreaks(piece);
        value += piece;
        if (source[quote + 1] === '"') {
          value += '"';
          k = quote + 2;
          continue;
        }
        k = quote + 1;
        break;
      }
      i = fieldEnd(source, k, delimiterCode);
      value += source.slice(k, i);
    } else {
      // Unquoted: the field is everything up to the delimiter, leading spaces included.
      const fieldStart = i;
      i = fieldEnd(source, fieldStart, delimiterCode);
      value = source.slice(fieldStart, i);
    }
    fields.push(value);
    if (i >= source.length) {
      records.push({ fields, line: recordLine });
      return records;
    }
    if (source.charCodeAt(i) === delimiterCode) {
      i++;
      continue;
    }
    records.push({ fields, line: recordLine });
    fields = [];
    i += source[i] === '\r' && source[i + 1] === '\n' ? 2 : 1;
    line++;
    recordLine = line;
    if (i >= source.length) return records;
  }
}

export const isBlankRecord = (record: CsvRecord) => record.fields.every((f) => f.trim() === '');

/**
 * The delimiter that splits the first lines into the same number of fields most often;
 * ties go to the one giving more fields (a comma inside '1,5' should not beat ';').
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text
    .split(/\r\n|\r|\n/)
    .slice(0, 40)
    .join('\n');
  let best: { delimiter: CsvDelimiter; score: number; width: number } = { delimiter: ',', score: -1, width: 0 };
  for (const delimiter of [',', ';', '\t', '|'] as const) {
    let records: CsvRecord[];
    try {
      records = tokenizeCsv(sample, delimiter).filter((r) => !isBlankRecord(r) && !r.fields[0]?.startsWith('#'));
    } catch {
      records = tokenizeCsv(sample.replace(/"/g, ''), delimiter).filter((r) => !isBlankRecord(r));
    }
    const counts = new Map<number, number>();
    for (const r of records) if (r.fields.length > 1) counts.set(r.fields.length, (counts.get(r.fields.length) ?? 0) + 1);
    for (const [width, score] of counts) {
      if (score > best.score || (score === best.score && width > best.width)) best = { delimiter, score, width };
    }
  }
  return best.delimiter;
}
