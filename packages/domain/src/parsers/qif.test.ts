import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectDateOrder, readDateInOrder, type DateOrder } from './date-order.js';
import { decodeText } from './decode.js';
import { parseQif } from './qif.js';
import type { ParsedAccount, ParsedStatement } from './types.js';
import { english } from './warnings.fixture.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test-fixtures');
const read = (file: string) => decodeText(readFileSync(path.join(fixtures, 'qif', file))).text;

const sum = (a: ParsedAccount | undefined) => (a?.transactions ?? []).reduce((s, t) => s + t.amount, 0);
const rows = (a: ParsedAccount | undefined) => (a?.transactions ?? []).map((t) => [t.date, t.amount]);
const samples = (...texts: string[]) => texts.map((text, i) => ({ text, line: i + 1 }));

describe('date orders', () => {
  it.each([
    ['8/12/13', 'mdy', '2013-08-12'],
    ['12/8/13', 'dmy', '2013-08-12'],
    ['13/08/12', 'ymd', '2013-08-12'],
    ['22.01.2007', 'dmy', '2007-01-22'],
    ['20070122', 'mdy', '2007-01-22'],
    ['2007-01-22', 'dmy', '2007-01-22'],
    ["1/02'07", 'mdy', '2007-01-02'],
    [' 1/ 2/98', 'mdy', '1998-01-02'],
    ['31/02/2007', 'dmy', undefined],
    ['02/31/2007', 'mdy', undefined],
    ['Pending', 'dmy', undefined],
  ] as [string, DateOrder, string | undefined][])('%s read %s is %s', (text, order, expected) => {
    expect(readDateInOrder(text, order)).toBe(expected);
  });

  it('picks the only order that reads every date of the file', () => {
    expect(detectDateOrder(samples('8/12/13', '8/15/13'))).toBe('mdy');
    expect(detectDateOrder(samples('27/02/2007'))).toBe('dmy');
    // Every order reads an eight-digit date the same way, so any answer will do.
    expect(readDateInOrder('20070122', detectDateOrder(samples('20070122', '2007-01-30')))).toBe('2007-01-22');
  });

  it('prefers the reading that keeps the dates within a year when others spread them over years', () => {
    // day/month/year reads these over five months; year/month/day over twelve years.
    expect(detectDateOrder(samples('12/8/13', '15/8/13', '3/3/13', '4/3/13'))).toBe('dmy');
    expect(detectDateOrder(samples('13/08/12', '13/08/15', '13/3/3'))).toBe('ymd');
  });

  it('refuses a genuinely ambiguous file and asks for the order, naming an example', () => {
    expect(() => detectDateOrder(samples('01/02/03'))).toThrow(
      "The dates in this file can be read in more than one order (DD/MM/YYYY, MM/DD/YYYY, YYYY/MM/DD), for example '01/02/03' on line 1; choose the date order and import again.",
    );
    expect(() => detectDateOrder(samples('05/01/24', '10/02/24', '03/03/24'))).toThrow(/\(DD\/MM\/YYYY, MM\/DD\/YYYY\)/);
  });

  it('names the line of a date no order can read, or one out of step with the rest', () => {
    expect(() => detectDateOrder(samples('1/1/24', '31/31/24'))).toThrow("Line 2: the date '31/31/24' is not a valid date.");
    expect(() => detectDateOrder(samples('13/1/2024', '1/13/2024'))).toThrow(/cannot be read in the same order/);
  });
});

const CR_ONLY =
  "!Type:Bank\rD3/07'24\rT-1,234.50\rPOFFICEWORKS 0123\rMPrinter paper\rN1042\rLOffice Expenses\r^\rD3/08'24\rT500.00\rPSMITH & CO\rL[Savings]\r^\r";

describe('QIF on our own samples', () => {
  it('reads CR-only lines, apostrophe years, thousands separators, cheque numbers and transfers', () => {
    const [a] = parseQif(CR_ONLY, { dateOrder: 'mdy' }).accounts;
    expect(a?.transactions).toEqual([
      { date: '2024-03-07', amount: -123450, description: 'Printer paper', payee: 'OFFICEWORKS 0123', reference: '1042', line: 2 },
      { date: '2024-03-08', amount: 50000, description: 'SMITH & CO (transfer [Savings])', payee: 'SMITH & CO', line: 9 },
    ]);
  });

  it('leaves out category lists and investment registers, saying so for the latter', () => {
    const text = '!Type:Cat\nNOffice\nE\n^\n!Type:Invst\nD1/2/24\nNBuy\nT100\n^\n!Type:Bank\nD15/01/2024\nT-9.90\nPNETFLIX\n^\n';
    const s = parseQif(text);
    expect(rows(s.accounts[0])).toEqual([['2024-01-15', -990]]);
    expect(english(s.accounts[0]?.warnings)).toEqual(["Line 5: 1 record(s) of type 'Invst' are not bank transactions and were left out."]);
  });

  it('refuses an unreadable amount with its line, and a file without transactions', () => {
    expect(() => parseQif('!Type:Bank\nD15/01/2024\nTabc\n^\n')).toThrow("Line 3: the amount 'abc' is not a number of dollars and cents.");
    expect(() => parseQif('!Type:Cat\nNOffice\n^\n')).toThrow('The QIF file holds no bank transactions.');
  });

  it('refuses an ambiguous file unless the date order is given', () => {
    const text = '!Type:Bank\nD01/02/24\nT-5.00\nPCOFFEE\n^\n';
    expect(() => parseQif(text)).toThrow(/choose the date order/);
    expect(rows(parseQif(text, { dateOrder: 'dmy' }).accounts[0])).toEqual([['2024-02-01', -500]]);
  });
});

type Check = (s: ParsedStatement) => void;
const QIF_FIXTURES: Record<string, { order?: DateOrder; check: Check }> = {
  'actual__data-with-categories.qif': {
    check: (s) => {
      expect(rows(s.accounts[0])).toEqual([
        ['2018-12-19', -10058],
        ['2018-12-19', -2015],
        ['2018-12-19', -4060],
      ]);
      expect(sum(s.accounts[0])).toBe(-16133);
    },
  },
  'moneyguru__accountless_with_splits.qif': {
    check: (s) => {
      expect(s.accounts).toHaveLength(1);
      expect(s.accounts[0]?.transactions).toMatchObject([
        {
          date: '2008-08-28',
          amount: -100000,
          payee: 'Virgil Dupras',
          description: "You've got a payment (splits: Payment Sent -1,000.00; Fee 0.00)",
        },
        {
          date: '2008-08-28',
          amount: 1895,
          payee: 'Martin Schluepen',
          description: 'dupeGuru (splits: Web Accept Payment Received 19.95; Fee -1.00)',
        },
      ]);
    },
  },
  'moneyguru__ambiguous_date.qif': {
    order: 'dmy',
    check: (s) => expect(rows(s.accounts[0])).toEqual([['2003-02-01', 4232]]),
  },
  'moneyguru__checkbook.qif': {
    order: 'mdy',
    check: (s) => {
      expect(s.accounts.map((a) => [a.name, a.transactions.length, a.closingBalance?.amount, sum(a)])).toEqual([
        ['Account 1', 5, 10520, 10520],
        ['Account 2', 3, 292892, 292892],
      ]);
      expect(s.accounts[0]?.transactions[3]).toMatchObject({
        date: '2007-01-02',
        description: 'Power Bill',
        payee: 'Hydro-Quebec',
        amount: -5712,
        reference: '36',
      });
    },
  },
  'moneyguru__chr13_line_sep.qif': {
    check: (s) => {
      expect(s.accounts.map((a) => a.name)).toEqual(['Suspense Account']);
      expect(s.accounts[0]?.transactions).toMatchObject([
        { date: '2007-02-27', amount: 1703659, description: 'Transfer to RBS (transfer [IF Cash ISA {G}])' },
      ]);
    },
  },
  'moneyguru__credit_card.qif': {
    order: 'dmy',
    check: (s) => {
      expect(s.accounts).toHaveLength(1);
      expect(rows(s.accounts[0])).toEqual([['2007-01-22', 4232]]);
    },
  },
  'moneyguru__ddmmyyyy_with_dots.qif': { check: (s) => expect(rows(s.accounts[0])).toEqual([['2007-01-22', 4232]]) },
  'moneyguru__missing_fields.qif': {
    order: 'mdy',
    check: (s) => {
      expect(s.accounts).toHaveLength(1);
      expect(s.accounts[0]?.transactions).toMatchObject([
        { date: '2007-01-01', amount: 10000, description: 'Complete Entry' },
        { date: '2007-01-02', amount: 10000, description: 'No Category' },
        { date: '2007-01-04', amount: 10000, description: 'Category' },
      ]);
      expect(english(s.accounts[0]?.warnings)).toEqual([
        'Line 27: an account without a name was left out, with its transactions.',
        'Line 13: a record without an amount was skipped.',
        'Line 17: a record without a date was skipped.',
      ]);
    },
  },
  'moneyguru__transfer.qif': {
    check: (s) => {
      expect(s.accounts.map((a) => [a.name, rows(a)])).toEqual([
        ['Checking', [['2009-08-17', 500]]],
        ['Savings', [['2009-08-17', -500]]],
      ]);
      expect(s.accounts[0]?.transactions[0]?.description).toBe('Transfer (transfer [Savings])');
    },
  },
  'moneyguru__yyyymmdd_without_sep.qif': { check: (s) => expect(rows(s.accounts[0])).toEqual([['2007-01-22', 4232]]) },
  'oca__test_qif.qif': {
    check: (s) => {
      expect(s.accounts[0]?.transactions).toHaveLength(5);
      expect(sum(s.accounts[0])).toBe(-189609);
      expect(s.accounts[0]?.transactions[0]).toMatchObject({ date: '2013-08-12', amount: -100000, payee: 'Delta PC' });
    },
  },
  'oca__test_qif_dmy.qif': { order: 'dmy', check: (s) => expect(s).toEqual(parseQif(read('oca__test_qif.qif'))) },
  'oca__test_qif_ymd.qif': { order: 'ymd', check: (s) => expect(s).toEqual(parseQif(read('oca__test_qif.qif'))) },
};

describe('QIF fixtures', () => {
  it('covers every file in fixtures/qif', () => {
    expect(readdirSync(path.join(fixtures, 'qif')).sort()).toEqual(Object.keys(QIF_FIXTURES).sort());
  });

  it.each(Object.entries(QIF_FIXTURES))('%s', (file, { order, check }) => {
    check(parseQif(read(file), order ? { dateOrder: order } : {}));
  });

  it('finds the date order of the OCA day-first and year-first files by itself', () => {
    const expected = parseQif(read('oca__test_qif.qif'));
    expect(parseQif(read('oca__test_qif_dmy.qif'))).toEqual(expected);
    expect(parseQif(read('oca__test_qif_ymd.qif'))).toEqual(expected);
  });

  it.each(['moneyguru__ambiguous_date.qif', 'moneyguru__checkbook.qif', 'moneyguru__credit_card.qif', 'moneyguru__missing_fields.qif'])(
    'asks for the date order of %s, which more than one order reads',
    (file) => {
      expect(() => parseQif(read(file))).toThrow(/can be read in more than one order .* choose the date order and import again\.$/);
    },
  );
});
