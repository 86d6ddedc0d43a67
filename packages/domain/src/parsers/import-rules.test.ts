/** The rules that keep an import from misleading: guessed mappings, bank layouts by header, summary rows, refusals, currencies. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AU_BANK_MAPPINGS } from './au-banks.js';
import { parseCamt053 } from './camt.js';
import { fitBankLayout } from './csv-layout.js';
import type { CsvMapping } from './csv-mapping.js';
import { SIGNED } from './csv.fixture.js';
import { otherDateReading, suggestMapping } from './csv-suggest.js';
import { parseCsv } from './csv.js';
import { convertAtRate } from './foreign-amounts.js';
import { assertSomethingToImport, NothingToImportError } from './nothing-to-import.js';
import { parseOfx } from './ofx.js';
import { parseQif } from './qif.js';
import { summaryKind } from './summary-rows.js';
import type { ParsedAccount } from './types.js';
import { english, englishDropped } from './warnings.fixture.js';

const shaped = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../../test-fixtures/au-shaped', name), 'utf8');
/** Rows that cannot be read are dropped and listed, as the guess and the mapping form read them. */
const SKIPPING: CsvMapping = { ...SIGNED, skipInvalidRows: true };
const rows = (a: ParsedAccount | undefined) => a?.transactions.map((t) => [t.date, t.amount, t.description]);

describe('the first guess at a CSV mapping', () => {
  it('maps date, description, amount by the header names, in the header’s order', () => {
    const text = 'date,description,amount\n01/07/2024,Rent,-1200.00\n02/07/2024,Refund,12.00\n';
    expect(suggestMapping(text)).toMatchObject({
      hasHeader: true,
      dateColumn: 0,
      descriptionColumns: [1],
      amount: { kind: 'signed', column: 2 },
    });
    expect(rows(parseCsv(text, suggestMapping(text)).accounts[0])).toEqual([
      ['2024-07-01', -120000, 'Rent'],
      ['2024-07-02', 1200, 'Refund'],
    ]);
  });

  it('takes a first row of unknown words above dated rows as a header, and maps the columns by content', () => {
    const text = 'When,What,How much\n01/07/2024,Rent,-1200.00\n02/07/2024,Refund,12.00\n';
    const mapping = suggestMapping(text);
    expect(mapping).toMatchObject({ hasHeader: true, dateColumn: 0, amount: { kind: 'signed', column: 2 }, descriptionColumns: [1] });
    expect(parseCsv(text, mapping).accounts[0]?.transactions).toHaveLength(2);
  });

  it('says when the dates it read day first could be read month first', () => {
    const ambiguous = 'Date,Description,Amount\n03/04/2024,Rent,-1200.00\n05/04/2024,Refund,12.00\n';
    expect(otherDateReading(ambiguous, suggestMapping(ambiguous))).toBe('m/d/Y');
    const plain = 'Date,Description,Amount\n03/04/2024,Rent,-1200.00\n25/04/2024,Refund,12.00\n';
    expect(otherDateReading(plain, suggestMapping(plain))).toBeUndefined();
  });

  it('asks for the date format rather than guessing one no format reads', () => {
    expect(() => suggestMapping(shaped('unknown-date-format.csv'))).toThrow(
      "The dates in column 1 ('2024.07.01') are not written in a format Ledgerdesk knows; choose the date format and columns by hand.",
    );
  });
});

describe('ready-made bank layouts fitted by header name', () => {
  it('reads a CommBank export that gained a header and moved its description, by the names', () => {
    const text = shaped('commbank-header-reordered.csv');
    // The positional layout alone reads the description as the amount: every row fails.
    expect(() => parseCsv(text, AU_BANK_MAPPINGS.commbank.mapping)).toThrow(/Line 1: the date 'Date'/);
    const fitted = fitBankLayout(AU_BANK_MAPPINGS.commbank.mapping, text);
    expect(fitted).toMatchObject({ hasHeader: true, dateFormat: 'j/m/Y', currency: 'AUD', amount: { column: 2 }, balanceColumn: 3 });
    const [account] = parseCsv(text, fitted).accounts;
    expect(rows(account)?.[2]).toEqual(['2024-07-03', -120000, 'RENT JULY CommBank app']);
    expect(account?.closingBalance?.amount).toBe(124155);
    expect(english(account?.warnings)).toEqual([]);
  });

  it('reads NAB’s export with a header, account and merchant columns', () => {
    const text = shaped('nab-header-2024.csv');
    const [account] = parseCsv(text, fitBankLayout(AU_BANK_MAPPINGS.nab.mapping, text)).accounts;
    expect(rows(account)).toEqual([
      ['2024-03-05', -4550, 'WOOLWORTHS 1234 SYDNEY'],
      ['2024-03-06', 250000, 'ACME PTY LTD PAYROLL'],
      ['2024-03-07', -120000, 'RENT MARCH'],
    ]);
    expect(account?.closingBalance?.amount).toBe(225450);
  });

  it('reads a Westpac export whose columns were reordered, keeping the layout’s own names', () => {
    const text = shaped('westpac-reordered.csv');
    const fitted = fitBankLayout(AU_BANK_MAPPINGS.westpac.mapping, text);
    expect(fitted.amount).toEqual({ kind: 'debitCredit', debit: 'Debit Amount', credit: 'Credit Amount' });
    const [account] = parseCsv(text, fitted).accounts;
    expect(account?.transactions.map((t) => [t.amount, t.reference])).toEqual([
      [-4550, '000123'],
      [250000, undefined],
      [-120000, undefined],
    ]);
  });

  it('leaves a header-less file to the layout’s positions', () => {
    const text = '07/03/2024,"-1,200.00","Rent","+3,254.50"\n';
    expect(fitBankLayout(AU_BANK_MAPPINGS.commbank.mapping, text)).toBe(AU_BANK_MAPPINGS.commbank.mapping);
  });
});

describe('summary rows', () => {
  it('knows opening and closing balances and totals, in four languages, and not a shop called Total Tools', () => {
    expect(['Opening Balance', 'Balance brought forward', 'Anfangssaldo', 'Số dư đầu kỳ'].map(summaryKind)).toEqual(
      Array(4).fill('opening'),
    );
    expect(['Closing balance as at 30/06/2024', 'Solde final', 'Saldo neu', 'SỐ DƯ CUỐI KỲ'].map(summaryKind)).toEqual(
      Array(4).fill('closing'),
    );
    expect(['Total', 'Totals:', 'Turnover', 'Total debits', 'Tổng cộng', 'Umsätze gesamt'].map(summaryKind)).toEqual(
      Array(6).fill('total'),
    );
    expect(['TOTAL TOOLS MOOREBANK', 'Balance Fitness', 'Opening balance fee refund', 'Rent'].map(summaryKind)).toEqual(
      Array(4).fill(undefined),
    );
  });

  it('drops them from a statement with a note, and takes the statement’s own balances from them', () => {
    const text = shaped('summary-rows.csv');
    const [account] = parseCsv(text, suggestMapping(text)).accounts;
    expect(rows(account)).toEqual([
      ['2024-07-01', -8990, 'TOTAL TOOLS MOOREBANK'],
      ['2024-07-02', 55000, 'Invoice 1001 Smith Plumbing'],
      ['2024-07-03', -1000, 'Account fee'],
    ]);
    expect(englishDropped(account?.dropped)?.map((d) => [d.line, d.reason, d.message])).toEqual([
      [2, 'summary', "'Opening Balance' sums up the statement; it is not a transaction."],
      [6, 'summary', "'Total' sums up the statement; it is not a transaction."],
      [7, 'summary', "'Closing Balance' sums up the statement; it is not a transaction."],
    ]);
    expect([account?.openingBalance, account?.closingBalance]).toEqual([{ amount: 100000 }, { amount: 145010 }]);
  });

  it('reads Quicken’s Opening Balance record as the register’s balance, not a deposit', () => {
    const qif = '!Type:Bank\nD07/01/2024\nT1,000.00\nPOpening Balance\nL[Cheque]\n^\nD07/02/2024\nT-12.50\nPCafe\n^\n';
    const [account] = parseQif(qif, { dateOrder: 'mdy' }).accounts;
    expect(account?.transactions.map((t) => t.amount)).toEqual([-1250]);
    expect(account?.openingBalance).toEqual({ amount: 100000, date: '2024-07-01' });
    expect(account?.dropped).toMatchObject([{ line: 2, reason: 'summary' }]);
  });
});

describe('an import with nothing to bring in', () => {
  it('is refused with the rows read, the first lines that failed and a request for the date format', () => {
    const text = 'Date,Description,Amount\n' + Array.from({ length: 7 }, (_, i) => `2024.07.0${i + 1},Coffee,-4.50`).join('\n');
    const [account] = parseCsv(text, { ...SKIPPING, dateFormat: 'd/m/Y' }).accounts;
    const refusal = catchRefusal(account);
    expect(refusal.rowsRead).toBe(7);
    expect(refusal.failures.map((f) => f.line)).toEqual([2, 3, 4, 5, 6]);
    expect(refusal.failures[0]?.problem).toEqual({ code: 'badDate', value: '2024.07.01', formats: 'd/m/Y' });
    expect(refusal.message).toMatch(
      /^None of the 7 rows could be read, so nothing was imported\. Line 2: the date '2024\.07\.01' is not a date written d\/m\/Y\./,
    );
    expect(refusal.message).toMatch(/Choose the date format the file uses\.$/);
  });

  it('is refused when the file holds no rows, or only summary rows', () => {
    expect(catchRefusal(parseCsv('Date,Description,Amount\n', SKIPPING).accounts[0]).message).toBe(
      'The file holds no transactions to import.',
    );
    const onlySummary = parseCsv('Date,Description,Amount\n,Opening balance,100.00\n', SKIPPING);
    expect(catchRefusal(onlySummary.accounts[0]).message).toBe(
      "None of the 1 row is a transaction to import. Line 2: 'Opening balance' sums up the statement; it is not a transaction.",
    );
  });

  it('lets through a statement with one good row', () => {
    const [account] = parseCsv('Date,Description,Amount\nbad,x,1\n01/07/2024,y,2\n', SKIPPING).accounts;
    expect(() => assertSomethingToImport(account as ParsedAccount)).not.toThrow();
  });
});

describe('entries in another currency than the account’s', () => {
  const ofx = (transactions: string, acctId = '<ACCTID>123456789') =>
    `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062-000${acctId}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
  const trn = (id: string, amount: string, extra = '') =>
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240703<TRNAMT>${amount}<FITID>${id}<NAME>Shop ${id}${extra}</STMTTRN>`;

  it('converts an OFX amount at the rate the file gives, leaves one without a rate out, and keeps one already converted', () => {
    const [account] = parseOfx(
      ofx(
        trn('1', '-10.00', '<CURRENCY><CURRATE>1.5234<CURSYM>USD</CURRENCY>') +
          trn('2', '-20.00', '<CURRENCY><CURSYM>EUR</CURRENCY>') +
          trn('3', '-30.00', '<ORIGCURRENCY><CURRATE>1.6<CURSYM>GBP</ORIGCURRENCY>') +
          trn('4', '-40.00', '<CURRENCY><CURRATE>1<CURSYM>AUD</CURRENCY>'),
      ),
    ).accounts;
    expect(account?.transactions.map((t) => [t.externalId, t.amount])).toEqual([
      ['1', -1523],
      ['3', -3000],
      ['4', -4000],
    ]);
    expect(account?.dropped?.map((d) => d.reason)).toEqual(['foreignCurrency']);
    expect(englishDropped(account?.dropped)?.[0]?.message).toContain("'Shop 2' is -20.00 EUR, not AUD");
    expect(english(account?.warnings)).toEqual([expect.stringContaining("'Shop 1' is -10.00 USD; the file gives -15.23 AUD for it")]);
  });

  it('takes a CAMT entry’s counter value in the account currency, and leaves out one without it', () => {
    const entry = (amount: string, details: string) =>
      `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-07-03</Dt></BookgDt><AddtlNtryInf>Card ${amount}</AddtlNtryInf>${details}</Ntry>`;
    const counter = '<NtryDtls><TxDtls><AmtDtls><CntrValAmt><Amt Ccy="AUD">15.23</Amt></CntrValAmt></AmtDtls></TxDtls></NtryDtls>';
    const xml = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><Othr><Id>123</Id></Othr></Id><Ccy>AUD</Ccy></Acct>${entry('10.00', counter)}${entry('20.00', '')}</Stmt></BkToCstmrStmt></Document>`;
    const [account] = parseCamt053(xml).accounts;
    expect(account?.transactions.map((t) => t.amount)).toEqual([-1523]);
    expect(account?.dropped?.map((d) => d.reason)).toEqual(['foreignCurrency']);
    expect(englishDropped(account?.dropped)?.[0]?.message).toContain('-20.00 USD, not AUD');
  });

  it('rounds a conversion half away from zero, in exact decimals', () => {
    expect([convertAtRate(1, '0.5'), convertAtRate(-1, '0.5'), convertAtRate(333, '0.3'), convertAtRate(100, 'x')]).toEqual([
      1,
      -1,
      100,
      undefined,
    ]);
  });
});

describe('an OFX statement without an account number', () => {
  const body = (stmt: string) => `<OFX><BANKMSGSRSV1>${stmt}</BANKMSGSRSV1></OFX>`;
  const stmt = (acct: string) =>
    `<STMTTRNRS><STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062-000${acct}</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20240703<TRNAMT>-5.00<FITID>9<NAME>Cafe</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS>`;

  it('is read when it is the file’s only statement: it goes into the account the user chose', () => {
    const [account] = parseOfx(body(stmt(''))).accounts;
    expect(account?.accountId).toBeUndefined();
    expect(account?.transactions.map((t) => t.amount)).toEqual([-500]);
  });

  it('is refused beside other statements, which it cannot be told apart from', () => {
    expect(() => parseOfx(body(stmt('') + stmt('<ACCTID>42')))).toThrow(/names no account .* cannot be told apart/);
  });
});

function catchRefusal(account: ParsedAccount | undefined): NothingToImportError {
  try {
    assertSomethingToImport(account as ParsedAccount);
  } catch (error) {
    if (error instanceof NothingToImportError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
