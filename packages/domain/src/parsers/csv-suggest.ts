/**
 * A first guess at a CSV mapping, for the import screen to show before the user corrects it:
 * finds the header row (past any preamble) by its words in English, French, German or
 * Spanish, or, without a header, the columns by what their cells hold. Ambiguous day/month
 * dates are guessed day first, as Australian banks write them; the user confirms in the preview.
 */
import { parseAmount } from '../money.js';
import { DATE_FORMATS, parseDateWithFormat } from './csv-dates.js';
import type { CsvAmount, CsvMapping } from './csv-mapping.js';
import { detectDelimiter, isBlankRecord, tokenizeCsv } from './csv-tokenizer.js';
import { StatementParseError } from './types.js';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const WORDS = {
  date: /\b(date|datum|fecha|buchungstag|datetime)\b/,
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

function guessDateFormat(samples: string[]): string {
  const readable = samples.filter((s) => DATE_FORMATS.some((f) => parseDateWithFormat(s, f)));
  return DATE_FORMATS.find((f) => readable.length > 0 && readable.every((s) => parseDateWithFormat(s, f))) ?? 'd/m/Y';
}

function guessDecimal(samples: string[]): '.' | ',' {
  const comma = samples.filter((s) => /\d,\d{1,2}$/.test(s.trim())).length;
  const dot = samples.filter((s) => /\d\.\d{1,2}$/.test(s.trim())).length;
  return comma > dot ? ',' : '.';
}

export function suggestMapping(text: string): CsvMapping {
  const delimiter = detectDelimiter(text);
  const records = tokenizeCsv(text, delimiter);
  const headerIndex = records.slice(0, 30).findIndex((r) => {
    const cells = r.fields.map(plain);
    return (
      cells.some((c) => WORDS.date.test(c) && !WORDS.notDate.test(c)) &&
      cells.some((c) => WORDS.amount.test(c) || WORDS.debit.test(c) || WORDS.credit.test(c))
    );
  });
  const data = records.slice(headerIndex + 1).filter((r) => !isBlankRecord(r) && !r.fields[0]?.startsWith('#'));
  const column = (i: number) =>
    data
      .map((r) => (r.fields[i] ?? '').trim())
      .filter(Boolean)
      .slice(0, 50);
  const isAmount = (s: string) => parseAmount(s) !== undefined || parseAmount(s, { decimal: ',' }) !== undefined;
  const looksDate = (s: string) => DATE_FORMATS.some((f) => parseDateWithFormat(s, f));
  return headerIndex >= 0
    ? fromHeader(records[headerIndex]?.fields ?? [], headerIndex, column, delimiter)
    : fromCells(column, isAmount, looksDate, delimiter, data);
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
    throw new StatementParseError('No amount column could be recognised; choose the columns by hand.');
  }
  const used: number[] = [date, ...(amount.kind === 'debitCredit' ? [amount.debit, amount.credit] : [amount.column])].filter(
    (c): c is number => typeof c === 'number',
  );
  const description = find(WORDS.description, used);
  const amountSamples = used.slice(1).flatMap(column);
  const mapping: CsvMapping = {
    hasHeader: true,
    dateColumn: date,
    dateFormat: guessDateFormat(column(date)),
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
): CsvMapping {
  const width = Math.max(0, ...data.map((r) => r.fields.length));
  const columns = Array.from({ length: width }, (_, i) => column(i));
  const share = (cells: string[], test: (s: string) => boolean) => (cells.length ? cells.filter(test).length / cells.length : 0);
  const date = columns.findIndex((cells) => share(cells, looksDate) >= 0.8);
  const numeric = columns.map((cells, i) => (i !== date && share(cells, isAmount) >= 0.8 ? i : -1)).filter((i) => i >= 0);
  const [amount, balance] = numeric;
  if (date === -1 || amount === undefined)
    throw new StatementParseError('No date and amount columns could be recognised; choose the columns by hand.');
  const textual = columns.map((cells, i) => ({ i, length: cells.join('').length })).filter(({ i }) => i !== date && !numeric.includes(i));
  const description = textual.sort((a, b) => b.length - a.length)[0]?.i;
  const mapping: CsvMapping = {
    hasHeader: false,
    dateColumn: date,
    dateFormat: guessDateFormat(columns[date] ?? []),
    amount: { kind: 'signed', column: amount },
    descriptionColumns: description === undefined ? [] : [description],
    decimal: guessDecimal(columns[amount] ?? []),
    skipInvalidRows: true,
  };
  if (delimiter) mapping.delimiter = delimiter;
  if (balance !== undefined) mapping.balanceColumn = balance;
  return mapping;
}
