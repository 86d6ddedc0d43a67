import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode.js';
import { parseOfx } from './ofx.js';
import type { ParsedAccount, ParsedStatement } from './types.js';
import { english } from './warnings.fixture.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test-fixtures');
const read = (file: string) => decodeText(readFileSync(path.join(fixtures, 'ofx', file))).text;

const sum = (a: ParsedAccount | undefined) => (a?.transactions ?? []).reduce((s, t) => s + t.amount, 0);
const amounts = (a: ParsedAccount | undefined) => (a?.transactions ?? []).map((t) => t.amount);
const only = (s: ParsedStatement) => {
  expect(s.accounts).toHaveLength(1);
  return s.accounts[0] as ParsedAccount;
};

const OFX_FIXTURES: Record<string, (s: ParsedStatement) => void> = {
  'ofxparse__anzcc.ofx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ accountId: '1234123412341234', currency: 'AUD', closingBalance: { amount: -12345, date: '2017-05-10' } });
    expect(a.transactions).toMatchObject([{ date: '2017-05-08', amount: -550, description: 'SOME MEMO', externalId: '201705080001' }]);
  },
  'ofxparse__suncorp.ofx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ accountId: '123456789', bankId: 'SUNCORP', currency: 'AUD', closingBalance: { amount: 123412 } });
    expect(a.transactions).toMatchObject([
      {
        date: '2013-12-15',
        amount: -1685,
        payee: 'EFTPOS WDL HANDYWAY ALDI STORE',
        description: 'EFTPOS WDL HANDYWAY ALDI STORE   GEELONG WEST VICAU',
      },
    ]);
    expect(a.transactions[0]?.reference).toBeUndefined(); // CHECKNUM 0 is no cheque
  },
  'ofxparse__bank_medium.ofx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ accountId: '12300 000012345678', currency: 'CAD', closingBalance: { amount: 38234, date: '2009-05-23' } });
    expect(a.transactions).toHaveLength(3);
    expect(sum(a)).toBe(-34527);
    expect(a.transactions[0]).toMatchObject({ date: '2009-04-01', amount: -660, payee: "MCDONALD'S #112" });
  },
  'ofxparse__checking.ofx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ accountId: '1452687~7', currency: 'USD', closingBalance: { amount: 10099 } });
    expect(amounts(a)).toEqual([1, -3451, -2500]);
    expect(a.transactions[0]?.payee).toBe('DIVIDEND EARNED FOR PERIOD OF 03');
    expect(a.transactions[0]?.description).toMatch(/THROUGH 03\/31\/2011 ANNUAL PERCENTAGE YIELD EARNED IS 0\.05%$/);
  },
  'ofxparse__multiple_accounts2.ofx': (s) => {
    expect(s.accounts.map((a) => [a.accountId, a.accountType, a.transactions.length, a.closingBalance?.amount])).toEqual([
      ['9100', 'CHECKING', 0, 11100],
      ['9200', 'SAVINGS', 0, 22200],
    ]);
  },
  'ofxparse__ofx-v102-empty-tags.ofx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ accountId: '12345678', bankId: 'NPBS' });
    expect(a.currency).toBeUndefined();
    expect(english(a.warnings)).toEqual([expect.stringMatching(/does not say its currency/)]);
    expect(a.transactions).toEqual([{ date: '2018-05-07', amount: 1234, description: 'CBA:Transfer', line: 23 }]);
    expect(a.closingBalance).toBeUndefined();
  },
  'ofxparse__failnice_date_missing.ofx': () => undefined,
  'ofxparse__failnice_decimal_error.ofx': () => undefined,
  'ofxparse__failnice_empty_balance.ofx': (s) => {
    const a = only(s);
    expect(a.transactions).toMatchObject([{ date: '2011-03-08', amount: 12000, payee: 'Foobar' }]);
    expect(a.closingBalance).toBeUndefined();
  },
  'ofxtools__br_nubank_cc.ofx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ currency: 'BRL', accountType: 'CREDITCARD', closingBalance: { amount: -128091, date: '2024-03-25' } });
    expect(a.transactions).toHaveLength(6);
    expect(sum(a)).toBe(-128091);
    expect(a.transactions[0]?.date).toBe('2024-03-23');
  },
  'ofxtools__stmtrs_euro.ofx': (s) => {
    const a = only(s);
    expect(a.transactions).toMatchObject([
      { date: '2005-10-04', amount: -20000, description: 'CHECK 1000', reference: '1000' },
      { date: '2005-10-20', amount: -30000, description: 'ATM' },
    ]);
    expect(a.closingBalance).toEqual({ amount: 20029, date: '2005-10-29' });
  },
  'autosync__accented_characters_latin1.ofx': (s) => {
    const a = only(s);
    expect(a.transactions).toMatchObject([
      { date: '2014-09-20', amount: -5873, payee: 'Virement Interac à: Jean', externalId: '201409206' },
    ]);
    expect(english(a.warnings)).toEqual([expect.stringMatching(/replaces 201409206 \(CORRECTACTION REPLACE\)/)]);
  },
  'autosync__comments.ofx': (s) => {
    const a = only(s);
    expect(amounts(a)).toEqual([12345]);
    expect(english(a.warnings)).toEqual([]);
    expect(a.dropped).toMatchObject([{ reason: 'zeroAmount' }]);
  },
  'moneyguru__desjardins.ofx': (s) => {
    expect(s.accounts.map((a) => [a.accountId, a.currency])).toEqual([
      ['815-30219-12345-EOP', 'CAD'],
      ['815-30219-54321-ES1', 'CAD'],
      ['815-30219-11111-EOP', 'USD'],
    ]);
    expect(s.accounts.reduce((n, a) => n + a.transactions.length, 0)).toBe(20);
    expect(amounts(s.accounts[2])).toEqual([2, 502950, -266500]);
    expect(s.accounts[0]?.transactions[0]?.externalId).toBe('Th3DJACES');
    expect(s.accounts[2]?.transactions[0]?.payee).toBe('Intérêt sur EOP/');
  },
  'moneyguru__desjardins.qfx': (s) => {
    const ofx = parseOfx(read('moneyguru__desjardins.ofx'));
    const strip = (x: ParsedStatement) => x.accounts.map((a) => ({ ...a, transactions: a.transactions.map((t) => ({ ...t, line: 0 })) }));
    expect(strip(s)).toEqual(strip(ofx));
  },
  'moneyguru__ing.qfx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ accountId: '123456', accountType: 'SAVINGS', currency: 'CAD', closingBalance: { amount: 485599 } });
    expect(a.transactions).toMatchObject([{ date: '2005-09-23', amount: 10000, payee: 'Dépôt' }]);
  },
  'moneyguru__ccstmtrs.ofx': (s) => {
    expect(s.accounts.map((a) => [a.accountId, a.transactions.length])).toEqual([
      ['4XXXXXXXXXXXXXX5', 2],
      ['4XXXXXXXXXXXXXX9', 3],
    ]);
    expect(sum(s.accounts[0]) + sum(s.accounts[1])).toBe(-31323);
  },
  'moneyguru__blank_first_line.ofx': (s) => {
    const a = only(s);
    expect(a.transactions).toHaveLength(5);
    expect(sum(a)).toBe(113387);
    expect(a.closingBalance?.amount).toBe(77953);
    expect(a.transactions[0]).toMatchObject({ payee: 'SHARE DRAFT # 775355', description: 'Share Draft', reference: '775355' });
  },
  'moneyguru__fortis.ofx': (s) => {
    const a = only(s);
    expect(a).toMatchObject({ bankId: 'FORTIS', accountId: '001-5587496-84', closingBalance: { amount: 749073 } });
    expect(a.transactions).toMatchObject([{ amount: -260, reference: '20080026', payee: 'REDEVANCE MENSUELLE' }]);
  },
  'oca__test_ofx.ofx': (s) => {
    const [bank, card] = s.accounts;
    expect(amounts(bank)).toEqual([-8000, -9000, -10000, -9000]);
    expect(bank?.transactions[0]?.date).toBe('2013-08-24');
    expect(bank?.closingBalance?.amount).toBe(215656);
    expect((bank?.closingBalance?.amount ?? 0) - sum(bank)).toBe(251656); // OCA's balance_start
    expect(card).toMatchObject({ accountId: '123412341234', accountType: 'CREDITCARD', closingBalance: { amount: -56200 } });
    expect(card?.transactions).toEqual([]);
  },
  'oca__test_ofx_wrong.ofx': () => undefined,
  'actual__data-multi-decimal.ofx': (s) => {
    expect(amounts(only(s))).toEqual([-3000, -377]);
  },
  'actual__html-vals.qfx': (s) => {
    const a = only(s);
    expect(amounts(a)).toEqual([-100, -100]);
    expect(a.transactions[0]?.description).toBe('PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer');
    expect(a.transactions[1]?.payee).toBe('TPAY &lt;DEFTPYMT&gt;');
    expect(a.closingBalance).toEqual({ amount: 111111, date: '2023-11-06' });
  },
};

const REFUSED: Record<string, RegExp> = {
  'ofxparse__failnice_date_missing.ofx': /^Line 33: the transaction has no posting date \(DTPOSTED\)\.$/,
  'ofxparse__failnice_decimal_error.ofx': /^Line 36: the date '201120000000' is not a valid date\.$/,
  'oca__test_ofx_wrong.ofx': /^Line 21: the statement names no account \(BANKACCTFROM with ACCTID\)/,
};

describe('OFX and QFX fixtures', () => {
  it('covers every file in fixtures/ofx', () => {
    expect(readdirSync(path.join(fixtures, 'ofx')).sort()).toEqual(Object.keys(OFX_FIXTURES).sort());
  });

  it.each(Object.entries(OFX_FIXTURES).filter(([file]) => !(file in REFUSED)))('%s', (file, check) => {
    check(parseOfx(read(file), { format: file.endsWith('.qfx') ? 'qfx' : 'ofx' }));
  });

  it.each(Object.entries(REFUSED))('refuses %s, naming the line', (file, message) => {
    expect(() => parseOfx(read(file))).toThrow(message);
  });

  it('refuses each broken transaction of fail_nice/date_missing: empty date, impossible date', () => {
    const text = read('ofxparse__failnice_date_missing.ofx');
    const withoutFirst = text.replace(/<STMTTRN>[\s\S]*?TestFail1[\s\S]*?<\/STMTTRN>/, '');
    expect(() => parseOfx(withoutFirst)).toThrow(/the transaction has no posting date/);
    const onlyLast = withoutFirst.replace(/<STMTTRN>[\s\S]*?<DTPOSTED><\/DTPOSTED>[\s\S]*?<\/STMTTRN>/, '');
    expect(() => parseOfx(onlyLast)).toThrow(/^Line \d+: the date '20120231' is not a valid date\.$/);
  });

  it('refuses the $120 amount of fail_nice/decimal_error once its date is readable', () => {
    const text = read('ofxparse__failnice_decimal_error.ofx').replace('201120000000', '20110420');
    expect(() => parseOfx(text)).toThrow(/^Line 37: the amount '\$120' is not a number of dollars and cents\.$/);
  });
});
