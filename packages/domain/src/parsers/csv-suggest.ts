/**
 * A first guess at a CSV mapping, for the import screen to show before the user corrects it:
 * finds the header row (past any preamble) by its words in English, French, German or
 * Spanish, or, without a header, the columns by what their cells hold. Ambiguous day/month
 * dates are guessed day first, as Australian banks write them; the user confirms in the preview.
 */
import { parseAmount } from '../money.js';
import { DATE_FORMATS, parseDateWithFormat } from './csv-dates.js';
import type { CsvAmount, CsvMapping } from './csv-mapping.js';
import { detectDelimiter, isBlankRecord, tokenizeCsv, type CsvRecord } from './csv-tokenizer.js';
import { StatementParseError } from './types.js';
import { message, type Message } from '../messages/index.js';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const WORDS = {
  date: /\b(date|datum|fecha|buchungstag|datetime|posted|ngay)\b/,
  notDate: /\b(value|valeur|valuta|wert)\b/,
  debit: /\b(debits?|withdrawals?|money out|paid out|soll|debe|cargo|decrease)\b/,
  credit: /\b(credits?|deposits?|money in|paid in|haben|haber|abono|increase)\b/,
  amount: /\b(amount|montant|betrag|importe|bedrag|net|neto|monto)\b/,
  flag: /^(d\/c|dr\/cr|cr\/dr|debit\/credit|credit\/debit|transaction type|type)$/,
  description:
    /\b(description|descripcion|narrative|details?|memo|remarque|libelle|label|verwendungszweck|text|concepto|particulars|notes?|omschrijving)\b/,
  payee: /\b(payee|name|nombre|merchant|counterparty|contrepartie|beneficiary)\b/,
  reference: /\b(reference|ref|serial|numero|transaction id|id)\b/,
  balance: /^(running )?(balance|saldo|solde|kontostand)\b/,
};

const OUT_FLAGS = ['D', 'DR', 'DEBIT', 'O', 'OUT'];
const IN_FLAGS = ['C', 'CR', 'CREDIT', 'I', 'IN'];

/**
 * The one format that reads the column's dates. A column none reads is not guessed at: the user
 * is asked, since a wrong format files every line in the wrong month or drops them all.
 */
function guessDateFormat(samples: string[], name: Message): string {
  const readable = samples.filter((s) => DATE_FORMATS.some((f) => parseDateWithFormat(s, f)));
  const format = DATE_FORMATS.find((f) => readable.length > 0 && readable.every((s) => parseDateWithFormat(s, f)));
  if (format) return format;
  const example = samples.find((s) => !readable.includes(s)) ?? samples[0] ?? '';
  throw new StatementParseError(message('statements.dateFormatUnknown', { column: name, example }));
}

const columnName = (header: readonly string[] | undefined, i: number) =>
  header?.[i]?.trim()
    ? message('statements.columnNamed', { name: header[i]?.trim() ?? '' })
    : message('statements.columnNumber', { number: i + 1 });

/** The longest text column besides `used`: where a bank puts the narrative. */
function longestText(columns: readonly string[][], used: readonly number[]): number | undefined {
  return columns
    .map((cells, i) => ({ i, length: cells.join('').length }))
    .filter(({ i, length }) => !used.includes(i) && length > 0)
    .sort((a, b) => b.length - a.length)[0]?.i;
}

function guessDecimal(samples: string[]): '.' | ',' {
  const comma = samples.filter((s) => /\d,\d{1,2}$/.test(s.trim())).length;
  const dot = samples.filter((s) => /\d\.\d{1,2}$/.test(s.trim())).length;
  return comma > dot ? ',' : '.';
}

/** The header row among the first 30, known by a date word and an amount word; -1 when none. */
export function findHeaderRow(records: readonly CsvRecord[]): number {
  return records.slice(0, 30).findIndex((r) => {
    const cells = r.fields.map(plain);
    return (
      cells.some((c) => WORDS.date.test(c) && !WORDS.notDate.test(c)) &&
      cells.some((c) => WORDS.amount.test(c) || WORDS.debit.test(c) || WORDS.credit.test(c))
    );
  });
}

export function suggestMapping(text: string): CsvMapping {
  const delimiter = detectDelimiter(text);
  const records = tokenizeCsv(text, delimiter);
  const headerIndex = findHeaderRow(records);
  const isAmount = (s: string) => parseAmount(s) !== undefined || parseAmount(s, { decimal: ',' }) !== undefined;
  const looksDate = (s: string) => DATE_FORMATS.some((f) => parseDateWithFormat(s, f));
  let data = records.slice(headerIndex + 1).filter((r) => !isBlankRecord(r) && !r.fields[0]?.startsWith('#'));
  // A first row of words only, above rows with dates, is a header in words we do not know.
  const first = headerIndex === -1 ? data[0] : undefined;
  const unknownHeader =
    first !== undefined && data.length > 1 && !first.fields.some((c) => looksDate(c.trim()) || isAmount(c.trim())) ? first : undefined;
  if (unknownHeader) data = data.slice(1);
  const column = (i: number) =>
    data
      .map((r) => (r.fields[i] ?? '').trim())
      .filter(Boolean)
      .slice(0, 50);
  if (headerIndex >= 0) return fromHeader(records[headerIndex]?.fields ?? [], headerIndex, column, delimiter);
  const mapping = fromCells(column, isAmount, looksDate, delimiter, data, unknownHeader?.fields);
  if (unknownHeader) {
    mapping.hasHeader = true;
    const at = records.indexOf(unknownHeader);
    if (at > 0) mapping.skipLines = at;
  }
  return mapping;
}

function fromHeader(
  header: string[],
  headerIndex: number,
  column: (i: number) => string[],
  delimiter: CsvMapping['delimiter'],
): CsvMapping {
  const names = header.map(plain);
  const find = (re: RegExp, except: readonly number[] = []) => {
    const i = names.findIndex((n, j) => re.test(n) && !except.includes(j));
    return i === -1 ? undefined : i;
  };
  const date = names.findIndex((n) => WORDS.date.test(n) && !WORDS.notDate.test(n));
  const debit = find(WORDS.debit);
  const credit = find(WORDS.credit, debit === undefined ? [] : [debit]);
  const amountColumn = find(WORDS.amount);
  const flag = find(WORDS.flag);
  const flagValues = flag === undefined ? [] : column(flag).map((v) => v.toUpperCase());
  let amount: CsvAmount;
  if (
    amountColumn !== undefined &&
    flag !== undefined &&
    flagValues.length > 0 &&
    flagValues.every((v) => OUT_FLAGS.includes(v) || IN_FLAGS.includes(v))
  ) {
    amount = { kind: 'amountWithFlag', column: amountColumn, flagColumn: flag, outValues: OUT_FLAGS, inValues: IN_FLAGS };
  } else if (debit !== undefined && credit !== undefined) {
    amount = { kind: 'debitCredit', debit, credit };
  } else if (amountColumn !== undefined) {
    amount = { kind: 'signed', column: amountColumn };
  } else {
    throw new StatementParseError(message('statements.noAmountColumn'));
  }
  const used: number[] = [date, ...(amount.kind === 'debitCredit' ? [amount.debit, amount.credit] : [amount.column])].filter(
    (c): c is number => typeof c === 'number',
  );
  const description =
    find(WORDS.description, used) ??
    longestText(
      header.map((_, i) => column(i).filter((c) => parseAmount(c) === undefined)),
      [...used, ...[flag].filter((c): c is number => c !== undefined)],
    );
  const amountSamples = used.slice(1).flatMap(column);
  const mapping: CsvMapping = {
    hasHeader: true,
    dateColumn: date,
    dateFormat: guessDateFormat(column(date), columnName(header, date)),
    amount,
    descriptionColumns: description === undefined ? [] : [description],
    decimal: guessDecimal(amountSamples),
    skipInvalidRows: true,
  };
  if (delimiter) mapping.delimiter = delimiter;
  if (headerIndex > 0) mapping.skipLines = headerIndex;
  const payee = find(WORDS.payee, [...used, ...(description === undefined ? [] : [description])]);
  if (payee !== undefined) mapping.payeeColumn = payee;
  const reference = find(WORDS.reference, used);
  if (reference !== undefined) mapping.referenceColumn = reference;
  const balance = find(WORDS.balance, used);
  if (balance !== undefined) mapping.balanceColumn = balance;
  return mapping;
}

function fromCells(
  column: (i: number) => string[],
  isAmount: (s: string) => boolean,
  looksDate: (s: string) => boolean,
  delimiter: CsvMapping['delimiter'],
  data: { fields: string[] }[],
  header?: readonly string[],
): CsvMapping {
  const width = Math.max(0, ...data.map((r) => r.fields.length));
  const columns = Array.from({ length: width }, (_, i) => column(i));
  const share = (cells: string[], test: (s: string) => boolean) => (cells.length ? cells.filter(test).length / cells.length : 0);
  // A column of dates in a format none reads is still the date column: its format is asked for.
  const dateLike = (s: string) => /^\d{1,4}[./ -]\d{1,2}[./ -]\d{1,4}$/.test(s);
  const readableDate = columns.findIndex((cells) => share(cells, looksDate) >= 0.8);
  const date = readableDate === -1 ? columns.findIndex((cells) => share(cells, dateLike) >= 0.8) : readableDate;
  const numeric = columns.map((cells, i) => (i !== date && share(cells, isAmount) >= 0.8 ? i : -1)).filter((i) => i >= 0);
  const [amount, balance] = numeric;
  if (date === -1 || amount === undefined) throw new StatementParseError(message('statements.noDateAmountColumns'));
  const description = longestText(columns, [date, ...numeric]);
  const mapping: CsvMapping = {
    hasHeader: false,
    dateColumn: date,
    dateFormat: guessDateFormat(columns[date] ?? [], columnName(header, date)),
    amount: { kind: 'signed', column: amount },
    descriptionColumns: description === undefined ? [] : [description],
    decimal: guessDecimal(columns[amount] ?? []),
    skipInvalidRows: true,
  };
  if (delimiter) mapping.delimiter = delimiter;
  if (balance !== undefined) mapping.balanceColumn = balance;
  return mapping;
}

/**
 * Another format that reads every date of the mapping's column to other days ('03/04/2024' is
 * 3 April or 4 March): the guess took day first, as Australian banks write dates, and the
 * preview says so rather than choosing silently. Undefined when the dates can be read one way only.
 */
export function otherDateReading(text: string, mapping: CsvMapping): string | undefined {
  const chosen = typeof mapping.dateFormat === 'string' ? mapping.dateFormat : mapping.dateFormat[0];
  if (typeof mapping.dateColumn !== 'number' || chosen === undefined) return undefined;
  const column = mapping.dateColumn;
  const records = tokenizeCsv(text, mapping.delimiter ?? detectDelimiter(text)).slice(
    (mapping.skipLines ?? 0) + (mapping.hasHeader ? 1 : 0),
  );
  const samples = records.map((r) => (r.fields[column] ?? '').trim()).filter((s) => parseDateWithFormat(s, chosen));
  if (samples.length === 0) return undefined;
  return DATE_FORMATS.find(
    (f) =>
      f !== chosen &&
      samples.every((s) => parseDateWithFormat(s, f)) &&
      samples.some((s) => parseDateWithFormat(s, f) !== parseDateWithFormat(s, chosen)),
  );
}
