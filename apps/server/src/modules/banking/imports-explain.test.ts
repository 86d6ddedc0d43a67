/**
 * Imports that never mislead: a CSV read right first time (guess or bank layout by header),
 * refusals of statements with nothing to import, summary rows, foreign currencies, an OFX
 * without an account number, and a preview that explains its counts and balances.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NothingToImportDetails } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import type { BankAccountDto } from './bank-accounts.schema.js';
import { SLASHED_DAY_FIRST, statementForm } from './imports.fixture.js';
import type { ImportDto, PreviewDto } from './imports.schema.js';

type One<T> = { data: T; message: string };
type Refusal = { message: string; code: string; details?: NothingToImportDetails };
const SHAPED = path.resolve(import.meta.dirname, '../../../../../test-fixtures/au-shaped');
const shaped = (name: string) => readFileSync(path.join(SHAPED, name));

const ofx = (acctId: string, transactions: string, ledger = '') =>
  `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062-000${acctId}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>${transactions}</BANKTRANLIST>${ledger}</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
const trn = (id: string, date: string, amount: string, extra = '') =>
  `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${id}<NAME>Payee ${id}${extra}</STMTTRN>`;

describe('imports that never mislead', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let token: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    token = w.users.cmA1.token;
    base = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
  });
  afterAll(() => t.close());

  const newAccount = async (name: string, extra: Record<string, unknown> = {}) =>
    (await t.api.post<One<BankAccountDto>>(base, { name, ...extra }, { token })).body.data.id;
  const upload = (accountId: string, form: FormData, headers: Record<string, string> = {}) =>
    t.api.send<One<PreviewDto> & Refusal>('POST', `${base}/${accountId}/imports`, form, { token, headers });
  const commit = (id: string) => t.api.post<One<ImportDto>>(`/api/v1/imports/${id}/commit`, undefined, { token });
  const count = async (table: 'import_batches' | 'bank_transactions') =>
    Number((await t.ctx.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`)).rows[0]?.n);
  const described = (preview: PreviewDto) => preview.rows.map((r) => [r.date, r.amount, r.description]);

  it('reads a CSV headed date,description,amount right first time, guessed or through a ready-made layout', async () => {
    const accountId = await newAccount('Header CSV');
    const csv = 'date,description,amount\n01/07/2024,Invoice 1001,550.00\n02/07/2024,Bank fee,-10.00\n';
    const guessed = await upload(accountId, statementForm(csv, 'july.csv'));
    expect(guessed.status).toBe(201);
    expect(described(guessed.body.data)).toEqual([
      ['2024-07-01', 55000, 'Invoice 1001'],
      ['2024-07-02', -1000, 'Bank fee'],
    ]);
    // CommBank's layout has no header and the amount second; the header puts each column right.
    const layout = await upload(accountId, statementForm(csv, 'july.csv', { bank: 'commbank' }));
    expect(layout.status).toBe(201);
    expect(described(layout.body.data)).toEqual(described(guessed.body.data));
    expect(layout.body.data.mapping).toMatchObject({ hasHeader: true, dateColumn: 0, descriptionColumns: [1], amount: { column: 2 } });
  });

  it('fits the CommBank, NAB and Westpac layouts to exports whose columns moved', async () => {
    const accountId = await newAccount('Moved columns');
    const cases = [
      ['commbank', 'commbank-header-reordered.csv'],
      ['nab', 'nab-header-2024.csv'],
      ['westpac', 'westpac-reordered.csv'],
    ] as const;
    const read: Array<[number, number]> = [];
    for (const [bank, file] of cases) {
      const res = await upload(accountId, statementForm(shaped(file), file, { bank }));
      expect([file, res.status]).toEqual([file, 201]);
      read.push([res.body.data.rowCount, res.body.data.totals.net]);
      await t.api.delete(`/api/v1/imports/${res.body.data.id}`, { token });
    }
    expect(read).toEqual([
      [4, 250000 - 1250 - 120000 - 4595],
      [3, -4550 + 250000 - 120000],
      [3, -4550 + 250000 - 120000],
    ]);
  });

  it('refuses a statement whose every row fails, with the reason and the first lines, and keeps nothing', async () => {
    const accountId = await newAccount('All fail');
    const [batches, transactions] = [await count('import_batches'), await count('bank_transactions')];
    const csv = ['Date,Description,Amount', ...Array.from({ length: 8 }, (_, i) => `2024.07.0${i + 1},Coffee ${i + 1},-4.50`)].join('\n');
    const res = await upload(accountId, statementForm(csv, 'dots.csv', { mapping: JSON.stringify(SLASHED_DAY_FIRST) }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('NOTHING_TO_IMPORT');
    expect(res.body.message).toMatch(
      /^None of the 8 rows could be read, so nothing was imported\. Line 2: the date '2024\.07\.01' is not a date written d\/m\/Y\./,
    );
    expect(res.body.message).toMatch(/Choose the date format the file uses\.$/);
    expect(res.body.details?.rowsRead).toBe(8);
    expect(res.body.details?.failures.map((f) => [f.line, f.problem])).toEqual(
      [2, 3, 4, 5, 6].map((line) => [line, { code: 'badDate', value: `2024.07.0${line - 1}`, formats: 'd/m/Y' }]),
    );
    expect([await count('import_batches'), await count('bank_transactions')]).toEqual([batches, transactions]);
  });

  it('says aloud that it read guessed dates day first when they could be month first', async () => {
    const accountId = await newAccount('Ambiguous dates');
    const csv = 'Date,Description,Amount\n03/04/2024,Rent,-1200.00\n05/04/2024,Refund,12.00\n';
    const guessed = await upload(accountId, statementForm(csv, 'april.csv'));
    expect(guessed.body.data.rows.map((r) => r.date)).toEqual(['2024-04-03', '2024-04-05']);
    expect(guessed.body.data.warnings).toEqual([
      'The dates could be read as d/m/Y or as m/d/Y; they were read as d/m/Y. If that is wrong, map the columns and choose the date format.',
    ]);
    const unambiguous = await upload(accountId, statementForm(csv.replace('05/04', '25/04'), 'april.csv'));
    expect(unambiguous.body.data.warnings).toEqual([]); // A Vietnamese reader is told the same in Vietnamese.
    const vi = await upload(accountId, statementForm(csv, 'april.csv'), { 'accept-language': 'vi' });
    expect(vi.body.data.warnings).toEqual([
      'Ngày tháng có thể đọc theo d/m/Y hoặc m/d/Y; hệ thống đã đọc theo d/m/Y. Nếu sai, hãy tự ghép cột và chọn định dạng ngày.',
    ]);
  });

  it('asks for the date format of a file whose dates no format reads, instead of guessing one', async () => {
    const accountId = await newAccount('Unknown dates');
    const res = await upload(accountId, statementForm(shaped('unknown-date-format.csv'), 'unknown.csv'));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "The dates in column 1 ('2024.07.01') are not written in a format Ledgerdesk knows; choose the date format and columns by hand.",
    );
  });

  it('drops summary rows with a note, and checks the statement’s closing balance against its opening and rows', async () => {
    const accountId = await newAccount('Summary rows');
    const res = await upload(accountId, statementForm(shaped('summary-rows.csv'), 'summary.csv'));
    expect(res.status).toBe(201);
    const preview = res.body.data;
    expect(preview).toMatchObject({
      rowsRead: 6,
      rowCount: 3,
      droppedCounts: [{ reason: 'summary', count: 3 }],
      totals: { in: 55000, out: -9990, net: 45010 },
      balance: { basis: 'statement', start: 100000, movement: 45010, computed: 145010, stated: 145010, difference: 0 },
    });
    expect(preview.dropped.map((d) => [d.line, d.reason, d.message])).toEqual([
      [2, 'summary', "'Opening Balance' sums up the statement; it is not a transaction."],
      [6, 'summary', "'Total' sums up the statement; it is not a transaction."],
      [7, 'summary', "'Closing Balance' sums up the statement; it is not a transaction."],
    ]);
    expect((await commit(preview.id)).body.data.importedCount).toBe(3);
  });

  it('checks an OFX closing balance against the account’s balance after the import', async () => {
    const accountId = await newAccount('Ledger balance', { openingBalance: 100000, openingDate: '2024-06-30' });
    const ledger = (amount: string) => `<LEDGERBAL><BALAMT>${amount}<DTASOF>20240731</LEDGERBAL>`;
    const first = await upload(accountId, statementForm(ofx('<ACCTID>1', trn('a', '20240702', '-16.85'), ledger('983.15')), 'a.ofx'));
    expect(first.body.data.balance).toEqual({
      basis: 'account',
      start: 100000,
      movement: -1685,
      computed: 98315,
      stated: 98315,
      statedDate: '2024-07-31',
      difference: 0,
    });
    await commit(first.body.data.id);
    // A month later the bank says 1,000.00 while the account would hold 993.15: 6.85 is missing.
    const second = await upload(accountId, statementForm(ofx('<ACCTID>1', trn('b', '20240805', '10.00'), ledger('1000.00')), 'b.ofx'));
    expect(second.body.data.balance).toMatchObject({ start: 98315, movement: 1000, computed: 99315, stated: 100000, difference: 685 });
  });

  it('imports an OFX with one statement and no account number into the account chosen', async () => {
    const accountId = await newAccount('No number');
    const res = await upload(accountId, statementForm(ofx('', trn('n1', '20240703', '-5.00')), 'nonumber.ofx'));
    expect(res.status).toBe(201);
    expect(res.body.data.account.accountId).toBeNull();
    expect((await commit(res.body.data.id)).body.data.importedCount).toBe(1);
    const rows = await t.ctx.db.execute(sql`select amount::int as amount from bank_transactions where bank_account_id = ${accountId}`);
    expect(rows.rows).toEqual([{ amount: -500 }]);
  });

  it('imports a foreign-currency OFX line at the file’s rate, and leaves out one with no rate, saying so', async () => {
    const accountId = await newAccount('Foreign OFX');
    const body = ofx(
      '<ACCTID>2',
      trn('usd', '20240703', '-10.00', '<CURRENCY><CURRATE>1.5234<CURSYM>USD</CURRENCY>') +
        trn('eur', '20240704', '-20.00', '<CURRENCY><CURSYM>EUR</CURRENCY>') +
        trn('aud', '20240705', '-1.00'),
    );
    const res = await upload(accountId, statementForm(body, 'foreign.ofx'));
    expect(res.status).toBe(201);
    expect(res.body.data.rows.map((r) => [r.externalId, r.amount])).toEqual([
      ['usd', -1523],
      ['aud', -100],
    ]);
    expect(res.body.data).toMatchObject({ rowsRead: 3, droppedCounts: [{ reason: 'foreignCurrency', count: 1 }] });
    expect(res.body.data.dropped[0]?.message).toContain("'Payee eur' is -20.00 EUR, not AUD");
    expect(res.body.data.warnings).toEqual([expect.stringContaining('the file gives -15.23 AUD for it, which is imported')]);
  });

  it('imports a foreign-currency CAMT entry at its counter value, and leaves out one without', async () => {
    const accountId = await newAccount('Foreign CAMT');
    const entry = (amount: string, details: string) =>
      `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-07-03</Dt></BookgDt><AcctSvcrRef>R${amount}</AcctSvcrRef><AddtlNtryInf>Card ${amount}</AddtlNtryInf>${details}</Ntry>`;
    const counter = '<NtryDtls><TxDtls><AmtDtls><CntrValAmt><Amt Ccy="AUD">15.23</Amt></CntrValAmt></AmtDtls></TxDtls></NtryDtls>';
    const xml = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><Othr><Id>123</Id></Othr></Id><Ccy>AUD</Ccy></Acct>${entry('10.00', counter)}${entry('20.00', '')}</Stmt></BkToCstmrStmt></Document>`;
    const res = await upload(accountId, statementForm(xml, 'camt.xml'));
    expect(res.status).toBe(201);
    expect(res.body.data.rows.map((r) => r.amount)).toEqual([-1523]);
    expect(res.body.data.dropped.map((d) => d.reason)).toEqual(['foreignCurrency']);
    expect(res.body.data.dropped[0]?.message).toContain('-20.00 USD, not AUD');
  });
});
