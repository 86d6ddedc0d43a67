import { readdirSync, readFileSync } from 'node:fs';
import { englishDropped } from './warnings.fixture.js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money.js';
import type { CsvMapping } from './csv-mapping.js';
import { parseCsv } from './csv.js';
import { amounts, APP_EXPORTS, sum, type Case } from './csv-fixtures.fixture.js';
import { decodeText } from './decode.js';
import type { ParsedAccount } from './types.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test-fixtures');
const decoded = (file: string) => decodeText(readFileSync(path.join(fixtures, 'csv', file)));

const HLEDGER: CsvMapping = {
  hasHeader: true,
  dateColumn: 'Date',
  dateFormat: 'Y/m/d',
  amount: { kind: 'signed', column: 'Montant' },
  descriptionColumns: ['Remarque'],
  decimal: '.',
};

/** Date, description and bank-side amount of each entry hledger 1.25 printed from sample.fr. */
function hledgerJournal(): { date: string; description: string; amount: number }[] {
  const text = readFileSync(path.join(fixtures, 'csv/expected/hledger__sample.fr.utf8.csv.hledger125.print.journal'), 'utf8');
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [head = '', ...postings] = block.split('\n');
      const bank = postings.find((p) => p.includes('assets:bank:checking')) ?? '';
      return { date: head.slice(0, 10), description: head.slice(11), amount: parseAmount(bank.trim().split(/\s+/).pop() ?? '') ?? NaN };
    });
}

const CSV_FIXTURES: Record<string, Case> = {
  ...APP_EXPORTS,
  'hledger__sample.fr.utf8.csv': {
    mapping: HLEDGER,
    check: (a) => expect(a.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(hledgerJournal()),
  },
  'hledger__sample.fr.cp1252.csv': {
    mapping: HLEDGER,
    check: (a) => expect(a.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(hledgerJournal()),
  },
  'hledger__sample.fr.iso88591.csv': {
    mapping: HLEDGER,
    check: (a) => {
      // This copy had '—' and '€' replaced by '?' when it was saved; everything else matches.
      const expected = hledgerJournal().map((e) => ({ ...e, description: e.description.replace(/[—€]/g, '?') }));
      expect(a.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(expected);
    },
  },
  'moneyguru__amount_with_dollar_sign.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Date',
      dateFormat: 'd/m/Y',
      amount: { kind: 'signed', column: 'Amount' },
      descriptionColumns: [],
      decimal: '.',
    },
    check: (a) =>
      expect(a.transactions.map((t) => [t.date, t.amount])).toEqual([
        ['2010-01-27', 1000],
        ['2010-01-28', -4200],
      ]),
  },
  'moneyguru__comments.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Buchungstag',
      dateFormat: 'd.m.Y',
      amount: { kind: 'signed', column: 'Betrag' },
      descriptionColumns: ['Text'],
      decimal: ',',
      currency: 'EUR',
      skipInvalidRows: true,
    },
    check: (a) => {
      expect(a.transactions).toEqual([{ date: '2009-06-08', amount: 50000, description: 'ERSTE ÜBERWEISUNG', line: 7 }]);
      expect(englishDropped(a.dropped)).toEqual([
        { line: 5, reason: 'summary', message: "'Saldo neu' sums up the statement; it is not a transaction.", text: 'Saldo neu' },
      ]);
      // The bank's own closing balance, stated in words above the transactions.
      expect(a.closingBalance).toEqual({ amount: 50000 });
    },
  },
  'moneyguru__fortis.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 1,
      dateFormat: 'd/m/Y',
      amount: { kind: 'signed', column: 3 },
      descriptionColumns: [5],
      referenceColumn: 0,
      decimal: ',',
    },
    check: (a) => {
      expect(a.transactions).toHaveLength(18);
      const first = [...a.transactions].sort((x, y) => x.date.localeCompare(y.date))[0];
      expect(first).toMatchObject({
        date: '2008-12-01',
        description: 'RETRAIT A UN DISTRIBUTEUR FORTIS',
        amount: -10000,
        reference: '2008-0069',
      });
    },
  },
  'moneyguru__increase_decrease.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'date',
      dateFormat: 'd/m/Y',
      amount: { kind: 'debitCredit', debit: 'decrease', credit: 'increase' },
      descriptionColumns: [],
      decimal: '.',
    },
    check: (a) =>
      expect(a.transactions.map((t) => [t.date, t.amount])).toEqual([
        ['2009-09-08', 1000],
        ['2009-09-09', -1000],
        ['2009-09-10', -1000],
      ]),
  },
  'moneyguru__lots_of_noise.csv': {
    mapping: {
      hasHeader: true,
      skipLines: 4,
      skipLastLines: 1,
      dateColumn: 'Buchungstag',
      dateFormat: 'd.m.y',
      amount: { kind: 'debitCredit', debit: 'Soll', credit: 'Haben' },
      descriptionColumns: ['Verwendungszweck'],
      decimal: ',',
    },
    check: (a) => {
      expect(a.transactions.map((t) => [t.date, t.amount])).toEqual([
        ['2009-01-14', -9999],
        ['2009-01-15', -90000],
      ]);
      expect(a.transactions[0]?.description).toMatch(/^1234512345123451 AMAZON/);
    },
  },
  'moneyguru__short_dates.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 0,
      dateFormat: 'm/d/y',
      amount: { kind: 'signed', column: 1 },
      descriptionColumns: [],
      decimal: '.',
    },
    check: (a) =>
      expect(a.transactions.map((t) => [t.date, t.amount])).toEqual([
        ['2010-01-04', 1000],
        ['2010-01-29', 4200],
      ]),
  },
  'moneyguru__utf16_encoded.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Date',
      dateFormat: 'd/m/Y',
      amount: { kind: 'signed', column: 'Amount' },
      descriptionColumns: ['Description'],
      decimal: '.',
    },
    check: (a) =>
      expect(a.transactions.map((t) => [t.description, t.amount])).toEqual([
        ['fôø', 1000],
        ['bàr', -4200],
      ]),
  },
  'oca__debit_credit.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Date',
      dateFormat: 'm/d/Y',
      amount: { kind: 'amountWithFlag', column: 'Amount', flagColumn: 'D/C', outValues: ['D'], inValues: ['C'] },
      descriptionColumns: ['Label'],
      payeeColumn: 'Partner Name',
      balanceColumn: 'Balance',
      decimal: '.',
    },
    check: (a) => {
      expect(amounts(a)).toEqual([-3350, 153350]);
      expect(a).toMatchObject({ openingBalance: { amount: 1000 }, closingBalance: { amount: 151000 }, warnings: [] });
    },
  },
  'oca__debit_credit_amount.csv': {
    // The columns are labelled from the ledger's side (a debit to the bank account is money in), as the running balance shows.
    mapping: {
      hasHeader: true,
      dateColumn: 'Date',
      dateFormat: 'm/d/Y',
      amount: { kind: 'debitCredit', debit: 'Credit', credit: 'Debit' },
      descriptionColumns: ['Label'],
      balanceColumn: 'Balance',
      decimal: '.',
    },
    check: (a) => {
      expect(amounts(a)).toEqual([-2000, -1350, 3350, 150000]);
      expect(a).toMatchObject({ openingBalance: { amount: 1000 }, closingBalance: { amount: 151000 }, warnings: [] });
    },
  },
  'oca__meta_data_separated_credit_debit.csv': {
    mapping: {
      hasHeader: true,
      skipLines: 4,
      skipLastLines: 1,
      dateColumn: 'Date',
      dateFormat: 'd/m/y',
      amount: { kind: 'debitCredit', debit: 'Debit', credit: 'Credit' },
      descriptionColumns: ['Label'],
      referenceColumn: 'Operation Number',
      decimal: ',',
    },
    check: (a) => {
      expect(a.transactions.map((t) => [t.description, t.amount])).toEqual([
        ['LABEL 1', -5000],
        ['LABEL 2', -10000],
        ['LABEL 3', -8068],
        ['LABEL 4', 130000],
      ]);
      expect(a.transactions[0]).toMatchObject({ date: '2020-04-01', reference: 'UNIQUE OP 1' });
      // The file's own balances (+30000,77 to +31070,11) are 0.02 apart from its lines; see MANIFEST.
      expect(3000077 + sum(a)).toBe(3107009);
    },
  },
  'oca__paypal_statement_es.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Fecha',
      dateFormat: 'j/n/Y',
      amount: { kind: 'signed', column: 'Neto' },
      descriptionColumns: ['Descripción'],
      payeeColumn: 'Nombre',
      externalIdColumn: 'Id. de transacción',
      balanceColumn: 'Saldo',
      decimal: ',',
    },
    check: (a) => {
      expect(a.transactions.map((t) => [t.date, t.amount, t.payee])).toEqual([
        ['2020-01-02', 4759, 'Partner 1'],
        ['2020-01-02', 2763, 'Partner 2'],
        ['2020-01-02', 3439, 'Partner 3'],
        ['2020-01-03', 2147, 'Partner 4'],
      ]);
      expect(a).toMatchObject({ openingBalance: { amount: 457922 }, closingBalance: { amount: 471030 }, warnings: [] });
    },
  },
};

describe('CSV fixtures', () => {
  it('covers every CSV file in fixtures/csv', () => {
    const files = readdirSync(path.join(fixtures, 'csv')).filter((f) => f.endsWith('.csv'));
    expect(files.sort()).toEqual(Object.keys(CSV_FIXTURES).sort());
  });

  it.each(Object.entries(CSV_FIXTURES))('%s', (file, { mapping, check }) => {
    const statement = parseCsv(decoded(file).text, mapping);
    expect(statement.accounts).toHaveLength(1);
    check(statement.accounts[0] as ParsedAccount);
  });

  it('decodes the three encodings of hledger sample.fr', () => {
    expect(decoded('hledger__sample.fr.utf8.csv').encoding).toBe('utf-8');
    expect(decoded('hledger__sample.fr.cp1252.csv').encoding).toBe('windows-1252');
    expect(decoded('hledger__sample.fr.iso88591.csv').encoding).toBe('windows-1252');
    expect(decoded('moneyguru__utf16_encoded.csv').encoding).toBe('utf-16le');
  });

  it('refuses the noisy exports without the skip options, naming the first unreadable line', () => {
    const noise = CSV_FIXTURES['moneyguru__lots_of_noise.csv']?.mapping as CsvMapping;
    expect(() => parseCsv(decoded('moneyguru__lots_of_noise.csv').text, { ...noise, skipLastLines: 0 })).toThrow(
      /^Line 8: the date 'Kontostand \(15\.01\.2009\):' is not a date written d\.m\.y\.$/,
    );
    const mands = CSV_FIXTURES['b2y__mands-uk-cc_MS_JANE_SMITH_01-12-2019_14-12-2019.csv']?.mapping as CsvMapping;
    expect(() =>
      parseCsv(decoded('b2y__mands-uk-cc_MS_JANE_SMITH_01-12-2019_14-12-2019.csv').text, { ...mands, skipInvalidRows: false }),
    ).toThrow(/^Line 2: the date 'Pending'/);
  });
});
