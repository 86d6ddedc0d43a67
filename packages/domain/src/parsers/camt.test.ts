import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money.js';
import { parseCamt053 } from './camt.js';
import { decodeText } from './decode.js';
import type { ParsedAccount, ParsedStatement } from './types.js';
import { english, englishDropped } from './warnings.fixture.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test-fixtures');
const read = (file: string) => decodeText(readFileSync(path.join(fixtures, 'camt', file))).text;
const amounts = (a: ParsedAccount | undefined) => (a?.transactions ?? []).map((t) => t.amount);

const entry = (amount: string, indicator: string, extra = '') =>
  `<ns:Ntry><ns:Amt Ccy="AUD">${amount}</ns:Amt><ns:CdtDbtInd>${indicator}</ns:CdtDbtInd>${extra}<ns:BookgDt><ns:DtTm>2024-07-01T09:30:00+10:00</ns:DtTm></ns:BookgDt></ns:Ntry>`;
const sample = (
  entries: string,
  balances = '',
) => `<ns:Document xmlns:ns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><ns:BkToCstmrStmt>
<ns:GrpHdr><ns:MsgId>1</ns:MsgId></ns:GrpHdr>
<ns:Stmt><ns:Id>S1</ns:Id><ns:Acct><ns:Id><ns:Othr><ns:Id>062000 12345678</ns:Id></ns:Othr></ns:Id><ns:Ccy>AUD</ns:Ccy></ns:Acct>${balances}
${entries}
</ns:Stmt></ns:BkToCstmrStmt></ns:Document>`;
const balance = (code: string, amount: string) =>
  `<ns:Bal><ns:Tp><ns:CdOrPrtry><ns:Cd>${code}</ns:Cd></ns:CdOrPrtry></ns:Tp><ns:Amt Ccy="AUD">${amount}</ns:Amt><ns:CdtDbtInd>CRDT</ns:CdtDbtInd><ns:Dt><ns:Dt>2024-07-01</ns:Dt></ns:Dt></ns:Bal>`;

describe('CAMT.053 on our own samples', () => {
  it('reads prefixed elements, other account ids, date-times as the day written, and signs by CdtDbtInd', () => {
    const s = parseCamt053(sample(entry('100.00', 'CRDT') + entry('18.150', 'DBIT'), balance('PRCD', '50.00') + balance('CLBD', '131.85')));
    expect(s.format).toBe('camt053');
    expect(s.accounts).toEqual([
      {
        accountId: '062000 12345678',
        currency: 'AUD',
        openingBalance: { amount: 5000, date: '2024-07-01' },
        closingBalance: { amount: 13185, date: '2024-07-01' },
        transactions: [
          { date: '2024-07-01', amount: 10000, description: '', line: 4 },
          { date: '2024-07-01', amount: -1815, description: '', line: 4 },
        ],
        warnings: [],
      },
    ]);
  });

  it('leaves pending entries out and warns when the statement does not add up', () => {
    const s = parseCamt053(
      sample(
        entry('10.00', 'DBIT', '<ns:Sts><ns:Cd>PDNG</ns:Cd></ns:Sts>') + entry('5.00', 'DBIT'),
        balance('OPBD', '20.00') + balance('CLBD', '10.00'),
      ),
    );
    expect(amounts(s.accounts[0])).toEqual([-500]);
    expect(englishDropped(s.accounts[0]?.dropped)).toEqual([
      { line: 4, reason: 'notBooked', message: 'the entry has status PDNG: it is not booked yet.', text: 'PDNG' },
    ]);
    expect(english(s.accounts[0]?.warnings)).toEqual([
      'The statement does not add up: opening balance 20.00 plus transactions -5.00 is 15.00, but the closing balance is 10.00 (a difference of -5.00).',
    ]);
  });

  it('keeps a batch whole when its details do not add up to it', () => {
    const details =
      '<ns:NtryDtls><ns:TxDtls><ns:Amt Ccy="AUD">1.00</ns:Amt></ns:TxDtls><ns:TxDtls><ns:Amt Ccy="AUD">2.00</ns:Amt></ns:TxDtls></ns:NtryDtls>';
    const s = parseCamt053(sample(entry('4.00', 'DBIT', details)));
    expect(amounts(s.accounts[0])).toEqual([-400]);
    expect(english(s.accounts[0]?.warnings)).toEqual([
      "Line 4: the entry's 2 details do not add up to its amount, so it is imported as one transaction.",
    ]);
  });

  it('refuses entries without a direction or an amount, and documents that are not statements', () => {
    expect(() => parseCamt053(sample(entry('4.00', 'XXXX')))).toThrow(
      'Line 4: the entry does not say whether it is a credit or a debit (CdtDbtInd).',
    );
    expect(() => parseCamt053(sample(entry('4,00', 'DBIT')))).toThrow("Line 4: the amount '4,00' is not a number of dollars and cents.");
    expect(() => parseCamt053('<Document><BkToCstmrDbtCdtNtfctn/></Document>')).toThrow(/CAMT\.054 report, not a CAMT\.053 statement/);
    expect(() => parseCamt053('<Document><Other/></Document>')).toThrow(/not a CAMT\.053 statement/);
  });
});

/** Entries and balances genkgo/camt reported, from its JSON snapshot (amounts in minor units). */
function genkgoExpected(file: string) {
  const entries: { amount: number; currency: string; date: string }[] = [];
  const balances: { type: string; amount: number; currency: string }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      const money = o.getAmount as { getAmount?: string; getCurrency?: { getCode?: string } } | undefined;
      const amount = Number(money?.getAmount);
      const currency = money?.getCurrency?.getCode ?? '';
      if (o.__CLASS__ === 'Genkgo\\Camt\\DTO\\Entry')
        entries.push({ amount, currency, date: String((o.getBookingDate as Record<string, string>)['0']).slice(0, 10) });
      if (o.__CLASS__ === 'Genkgo\\Camt\\DTO\\Balance') balances.push({ type: String(o.getType), amount, currency });
      Object.values(o).forEach(walk);
    }
  };
  walk(JSON.parse(read(file)));
  return { entries, balances };
}

/** Amounts, dates, partners, references and balances from OCA's golden Python literal. */
function ocaExpected(file: string) {
  const text = read(file);
  const all = (key: string) => [...text.matchAll(new RegExp(`'${key}': '?([^',\\n]*)'?,`, 'g'))].map((m) => m[1] ?? '');
  const money = (value: string | undefined) => (value === undefined ? undefined : parseAmount(value));
  return {
    amounts: all('amount').map((a) => money(a)),
    dates: all('date').slice(1),
    partners: all('partner_name'),
    refs: all('ref'),
    balanceStart: money(all('balance_start')[0]),
    balanceEnd: money(all('balance_end_real')[0]),
  };
}

const CAMT_FIXTURES: Record<string, (s: ParsedStatement) => void> = {
  'oca__test-camt053.xml': (s) => {
    const golden = ocaExpected('oca__golden-camt053.expected.pydata');
    const [a] = s.accounts;
    expect(a).toMatchObject({ accountId: 'NL77ABNA0574908765', currency: 'EUR', bankId: 'ABNANL2A' });
    expect(amounts(a)).toEqual([-75425, -56405, -10000, 140531]);
    expect(amounts(a)).toEqual(golden.amounts);
    expect(a?.transactions.map((t) => t.date)).toEqual(golden.dates);
    expect(a?.transactions.map((t) => t.payee)).toEqual(golden.partners);
    expect(a?.transactions.map((t) => t.reference)).toEqual(golden.refs);
    expect(a?.transactions[0]?.description).toBe('MKB Insurance 859239PERIOD 01.01.2014 - 31.12.2014');
    expect([a?.openingBalance?.amount, a?.closingBalance?.amount]).toEqual([golden.balanceStart, golden.balanceEnd]);
    expect(english(a?.warnings)).toEqual([
      expect.stringMatching(
        /does not add up: opening balance 15,568.27 plus transactions -12.99 is 15,555.28, but the closing balance is 15,121.12/,
      ),
    ]);
  },
  'oca__test-camt053-txdtls.xml': (s) => {
    const golden = ocaExpected('oca__golden-camt053-txdtls.expected.pydata');
    const [a] = s.accounts;
    expect(a).toMatchObject({ accountId: 'CH1111000000123456789', currency: 'CHF', warnings: [] });
    expect(amounts(a)).toEqual(golden.amounts);
    expect(a?.transactions.map((t) => [t.date, t.payee, t.reference])).toEqual(
      golden.dates.map((d, i) => [d, golden.partners[i], golden.refs[i]]),
    );
    expect(a?.transactions.map((t) => t.externalId)).toEqual(['20170323001234567891234567891234/1', '20170323001234567891234567891234/2']);
    expect([a?.openingBalance?.amount, a?.closingBalance?.amount]).toEqual([golden.balanceStart, golden.balanceEnd]);
  },
  'oca__test-camt053-no-ntry.xml': (s) => {
    // OCA yields no statement at all; an account with its balances and no transactions says the same more usefully.
    expect(s.accounts).toEqual([
      {
        accountId: 'NL77ABNA0574908765',
        bankId: 'ABNANL2A',
        name: 'Example company',
        currency: 'CHF',
        openingBalance: { amount: 152076, date: '2014-01-05' },
        closingBalance: { amount: 152076, date: '2014-01-05' },
        transactions: [],
        warnings: [],
      },
    ]);
  },
  'genkgo__camt053.v2.multi.statement.xml': (s) => {
    expect(s.accounts.map((a) => [a.accountId, a.openingBalance?.amount, amounts(a), a.closingBalance?.amount, a.warnings])).toEqual([
      ['NL26VAYB8060476890', 1815, [885], 2700, []],
      ['NL26VAYB8060476890', 2700, [-700], 2000, []],
    ]);
    expect(s.accounts[1]?.transactions[0]).toMatchObject({
      date: '2014-12-31',
      description: 'Transaction Description 2',
      payee: 'Company Name 2',
      reference: '000000002',
    });
  },
  'genkgo__camt053.v2.five.decimals.xml': (s) => {
    const [a] = s.accounts;
    expect([a?.openingBalance?.amount, amounts(a), a?.closingBalance?.amount]).toEqual([1815, [885], 2705]);
    expect(english(a?.warnings)).toEqual([expect.stringMatching(/a difference of 0\.05\)\.$/)]);
  },
  'genkgo__camt053.v4.xml': (s) => {
    const [a] = s.accounts;
    expect(a).toMatchObject({ accountId: 'NL26VAYB8060476890', currency: 'EUR', openingBalance: { amount: 1815 } });
    expect(a?.closingBalance).toBeUndefined();
    expect(english(a?.warnings)).toEqual(["Line 74: the CLBD balance is in SEK, not the account's EUR, and was not used."]);
    // The detail says 0 SEK; the entry's 8.85 EUR is what moved.
    expect(a?.transactions).toMatchObject([
      { date: '2014-12-31', amount: 885, payee: 'NAME NAME', reference: '4654654654654654', externalId: 'AAAASESS-FP-CN_98765/01' },
    ]);
  },
  'genkgo__camt053.v2.all-balance-types.xml': (s) => {
    const [a] = s.accounts;
    expect([a?.openingBalance?.amount, a?.closingBalance?.amount, amounts(a)]).toEqual([101, 404, [885]]);
    expect(english(a?.warnings)).toHaveLength(1);
  },
  'genkgo__camt053.v2.wrong.xml': () => undefined,
};

const GENKGO: Record<string, string> = {
  'genkgo__camt053.v2.multi.statement.xml': 'genkgo__camt053.v2.multi.statement.expected.json',
  'genkgo__camt053.v2.five.decimals.xml': 'genkgo__camt053.v2.five.decimals.expected.json',
  'genkgo__camt053.v4.xml': 'genkgo__camt053.v4.expected.json',
  'genkgo__camt053.v2.all-balance-types.xml': 'genkgo__camt053.v2.all-balance-types.expected.json',
};

describe('CAMT.053 fixtures', () => {
  it('covers every statement file in fixtures/camt', () => {
    expect(
      readdirSync(path.join(fixtures, 'camt'))
        .filter((f) => f.endsWith('.xml'))
        .sort(),
    ).toEqual(Object.keys(CAMT_FIXTURES).sort());
  });

  it.each(Object.entries(CAMT_FIXTURES).filter(([file]) => !file.endsWith('wrong.xml')))('%s', (file, check) => {
    check(parseCamt053(read(file)));
  });

  it.each(Object.entries(GENKGO))('%s has every entry and the chosen balances genkgo/camt reports', (file, expectedFile) => {
    const { entries, balances } = genkgoExpected(expectedFile);
    const s = parseCamt053(read(file));
    const ours = s.accounts.flatMap((a) => a.transactions.map((t) => ({ amount: t.amount, currency: a.currency, date: t.date })));
    for (const e of entries) expect(ours).toContainEqual(e);
    const covered = s.accounts.filter((a) => a.transactions.some((t) => entries.some((e) => e.amount === t.amount)));
    for (const a of covered) {
      const same = (type: string) => balances.filter((b) => b.type === type && b.currency === a.currency).map((b) => b.amount);
      if (a.openingBalance) expect(same('opening')).toContain(a.openingBalance.amount);
      if (a.closingBalance) expect(same('closing')).toContain(a.closingBalance.amount);
    }
  });

  it('refuses a document with no statement, naming the line', () => {
    expect(() => parseCamt053(read('genkgo__camt053.v2.wrong.xml'))).toThrow(
      'Line 3: the CAMT.053 file holds no statement (<Stmt>), so there is nothing to import.',
    );
  });
});
