/**
 * RFC 4180 records: fields in double quotes may hold the delimiter, doubled quotes and line
 * breaks (Venmo's disclaimer spans 25 lines in one cell). Each record remembers the line it
 * starts on, so errors can name it. Exporters bend the rules, so a quote inside an unquoted
 * field is kept as a character and text after a closing quote is kept too.
 */
import { StatementParseError } from './types.js';

export type CsvDelimiter = ',' | ';' | '\t' | '|';

export interface CsvRecord {
  fields: string[];
  /** 1-based line the record starts on. */
  line: number;
}

export function tokenizeCsv(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let fields: string[] = [];
  let fieldText = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(fieldText);
    records.push({ fields, line: recordLine });
    fields = [];
    fieldText = '';
  };
  while (i < source.length) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          fieldText += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && source[i + 1] !== '\n')) line++;
        fieldText += c;
      }
      i++;
      continue;
    }
    if (c === '"' && fieldText.trim() === '') {
      quoted = true;
      quoteLine = line;
      fieldText = '';
    } else if (c === delimiter) {
      fields.push(fieldText);
      fieldText = '';
    } else if (c === '\r' || c === '\n') {
      endRecord();
      if (c === '\r' && source[i + 1] === '\n') i++;
      line++;
      recordLine = line;
    } else {
      fieldText += c;
    }
    i++;
  }
  if (quoted) throw new StatementParseError('a quoted field is never closed.', quoteLine);
  if (fieldText !== '' || fields.length > 0) endRecord();
  return records;
}

export const isBlankRecord = (record: CsvRecord) => record.fields.every((f) => f.trim() === '');

/**
 * The delimiter that splits the first lines into the same number of fields most often;
 * ties go to the one giving more fields (a comma inside '1,5' should not beat ';').
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.split(/\r\n|\r|\n/).slice(0, 40).join('\n');
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
