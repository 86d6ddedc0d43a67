/** Statement import: previews of real files, commit, duplicates, refusals that leave nothing behind. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import type { BankAccountDto } from './bank-accounts.schema.js';
import { COMMBANK_CSV, statementForm } from './imports.fixture.js';
import type { ImportDetailDto, ImportDto, PreviewDto } from './imports.schema.js';

type One<T> = { data: T; message: string };
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../test-fixtures');

describe('statement import', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let token: string;
  let bank: BankAccountDto;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    token = w.users.cmA1.token;
    base = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
    bank = (await t.api.post<One<BankAccountDto>>(base, { name: 'Cheque' }, { token })).body.data;
  });
  afterAll(() => t.close());

  const newAccount = async (name: string) => (await t.api.post<One<BankAccountDto>>(base, { name }, { token })).body.data.id;
  const upload = (accountId: string, form: FormData) =>
    t.api.send<One<PreviewDto>>('POST', `${base}/${accountId}/imports`, form, { token });
  const commit = (id: string) => t.api.post<One<ImportDto>>(`/api/v1/imports/${id}/commit`, undefined, { token });
  const count = async (query: ReturnType<typeof sql>) => Number((await t.ctx.db.execute(query)).rows[0]?.n);
  const transactionsOf = (accountId: string) =>
    t.ctx.db.execute(
      sql`select date::text as date, amount::int as amount, description, external_id, import_batch_id from bank_transactions where bank_account_id = ${accountId} order by date, amount`,
    );

  it('previews a Suncorp OFX with its totals, and commits it', async () => {
    const accountId = await newAccount('Suncorp');
    const res = await upload(accountId, statementForm(readFileSync(`${FIXTURES}/ofx/ofxparse__suncorp.ofx`), 'suncorp.ofx'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'previewed',
      format: 'ofx',
      rowCount: 1,
      duplicates: 0,
      rowsRead: 1,
      dropped: [],
      totals: { in: 0, out: -1685, net: -1685 },
    });
    expect(res.body.data.account).toMatchObject({ accountId: '123456789', currency: 'AUD', closingBalance: 123412 });
    expect(res.body.data.rows[0]).toMatchObject({ date: '2013-12-15', amount: -1685, externalId: '1', duplicate: false });
    const committed = await commit(res.body.data.id);
    expect(committed.body.data).toMatchObject({ status: 'committed', rowCount: 1, importedCount: 1, duplicateCount: 0 });
    expect((await transactionsOf(accountId)).rows).toMatchObject([
      { date: '2013-12-15', amount: -1685, external_id: '1', import_batch_id: res.body.data.id },
    ]);
  });

  it('reads a CommBank CSV with the preset, commits exactly the previewed non-duplicates, and a second import adds nothing', async () => {
    // Already in the account: one of the two identical coffees, so only the other one is new.
    await t.ctx.db.execute(
      sql`insert into bank_transactions (business_id, bank_account_id, date, amount, description) values (${w.businesses.b1.id}, ${bank.id}, '2024-07-02', -1250, 'Eftpos  cafe sydney')`,
    );
    const res = await upload(bank.id, statementForm(COMMBANK_CSV, 'CSVData.csv', { bank: 'commbank' }));
    expect(res.status).toBe(201);
    const preview = res.body.data;
    expect(preview).toMatchObject({
      format: 'csv',
      rowCount: 5,
      duplicates: 1,
      totals: { in: 250000, out: -127095, net: 122905 },
      newTotals: { count: 4, in: 250000, out: -125845 },
    });
    expect(preview.mapping).toMatchObject({ hasHeader: false, dateFormat: 'j/m/Y' });
    expect(preview.rows.filter((r) => r.duplicate).map((r) => [r.line, r.date, r.duplicateReason])).toEqual([
      [2, '2024-07-02', 'sameDateAmountDescription'],
    ]);

    const committed = await commit(preview.id);
    expect(committed.body.data).toMatchObject({ importedCount: 4, duplicateCount: 1 });
    const stored = (await transactionsOf(bank.id)).rows;
    expect(stored.map((r) => [r.date, r.amount])).toEqual([
      ['2024-07-01', 250000],
      ['2024-07-02', -1250],
      ['2024-07-03', -120000],
      ['2024-07-03', -1250],
      ['2024-07-05', -4595],
    ]);
    expect(stored.filter((r) => r.import_batch_id === preview.id)).toHaveLength(4);
    expect((await commit(preview.id)).status).toBe(409);
    expect(await count(sql`select count(*) as n from import_batches where id = ${preview.id} and rows is null`)).toBe(1);

    const again = await upload(bank.id, statementForm(COMMBANK_CSV, 'CSVData.csv', { bank: 'commbank' }));
    expect(again.body.data).toMatchObject({ rowCount: 5, duplicates: 5, newTotals: { count: 0 } });
    expect((await commit(again.body.data.id)).body.data).toMatchObject({ importedCount: 0, duplicateCount: 5 });
    expect((await transactionsOf(bank.id)).rows).toHaveLength(5);
  });

  it('skips at commit what another import committed after the preview, and keeps the rest', async () => {
    const accountId = await newAccount('Race');
    const [rent, telstra] = ['03/07/2024,-1200.00,"RENT JULY",+1287.50', '5/07/2024,-45.95,"TELSTRA",+1229.05'];
    const first = await upload(accountId, statementForm([rent, telstra].join('\r\n'), 'a.csv', { bank: 'commbank' }));
    const second = await upload(accountId, statementForm(COMMBANK_CSV, 'b.csv', { bank: 'commbank' }));
    expect(second.body.data.duplicates).toBe(0);
    expect((await commit(first.body.data.id)).body.data.importedCount).toBe(2);
    // Lines 3 and 5 of the second file arrived meanwhile; lines 1, 2 and 4 still go in.
    expect((await commit(second.body.data.id)).body.data).toMatchObject({ importedCount: 3, duplicateCount: 2 });
    const rows = (await transactionsOf(accountId)).rows;
    expect(rows.map((r) => [r.date, r.amount, r.description]).sort()).toEqual([
      ['2024-07-01', 250000, 'Transfer from client'],
      ['2024-07-02', -1250, 'EFTPOS CAFE SYDNEY'],
      ['2024-07-03', -120000, 'RENT JULY'],
      ['2024-07-03', -1250, 'EFTPOS CAFE SYDNEY'],
      ['2024-07-05', -4595, 'TELSTRA'],
    ]);
  });

  it('knows a line by its bank id even when the bank moved its date, at preview and at commit', async () => {
    const accountId = await newAccount('Bank ids');
    const ofx = readFileSync(`${FIXTURES}/ofx/ofxparse__suncorp.ofx`, 'latin1');
    const moved = ofx.replace('<DTPOSTED>20131215', '<DTPOSTED>20131220');
    const first = await upload(accountId, statementForm(ofx, 'suncorp.ofx'));
    const second = await upload(accountId, statementForm(moved, 'suncorp-again.ofx'));
    expect(second.body.data.duplicates).toBe(0);
    expect((await commit(first.body.data.id)).body.data.importedCount).toBe(1);
    // Outside the first statement's dates: only the bank id '1' says it is already there.
    expect((await commit(second.body.data.id)).body.data).toMatchObject({ importedCount: 0, duplicateCount: 1 });
    const third = await upload(accountId, statementForm(moved, 'suncorp-third.ofx'));
    expect(third.body.data.rows[0]).toMatchObject({ date: '2013-12-20', duplicate: true, duplicateReason: 'externalId' });
    expect((await transactionsOf(accountId)).rows).toHaveLength(1);
  });

  it('reads QIF (with a date order), CAMT.053, and one account of a multi-account OFX', async () => {
    const accountId = await newAccount('Formats');
    const qif = await upload(accountId, statementForm(readFileSync(`${FIXTURES}/qif/oca__test_qif.qif`), 'test.qif', { dateOrder: 'mdy' }));
    expect(qif.body.data).toMatchObject({ format: 'qif', rowCount: 5, totals: { net: -189609 } });
    expect(qif.body.data.rows.map((r) => r.date)).toContain('2013-08-12');

    const camt = await upload(accountId, statementForm(readFileSync(`${FIXTURES}/camt/oca__test-camt053-txdtls.xml`), 'camt.xml'));
    expect(camt.body.data).toMatchObject({ format: 'camt053', rowCount: 2, totals: { in: 348300, out: 0 } });
    expect(camt.body.data.rows.map((r) => r.amount).sort()).toEqual([129600, 218700]);

    const desjardins = readFileSync(`${FIXTURES}/ofx/moneyguru__desjardins.ofx`);
    const refused = await upload(accountId, statementForm(desjardins, 'desjardins.ofx'));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('3 accounts');
    expect(refused.body.message).toContain('815-30219-11111-EOP');
    const usd = await upload(accountId, statementForm(desjardins, 'desjardins.ofx', { accountId: '815-30219-11111-EOP' }));
    expect(usd.body.data).toMatchObject({ rowCount: 3, totals: { in: 502952, out: -266500 } });
  });

  it('refuses a malformed file with the parser’s line, and writes nothing at all', async () => {
    const accountId = await newAccount('Malformed');
    const batches = await count(sql`select count(*) as n from import_batches`);
    const transactions = await count(sql`select count(*) as n from bank_transactions`);
    const res = await upload(
      accountId,
      statementForm(readFileSync(`${FIXTURES}/ofx/ofxparse__failnice_date_missing.ofx`), 'date_missing.ofx'),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Line \d+: /);
    const csv = await upload(
      accountId,
      statementForm('01/07/2024,-5.00,Coffee,+1.00\nyesterday,-2.00,Tea,+3.00', 'bad.csv', { bank: 'commbank' }),
    );
    expect(csv.status).toBe(422);
    expect(csv.body.message).toBe("Line 2: the date 'yesterday' is not a date written j/m/Y.");
    expect(await count(sql`select count(*) as n from import_batches`)).toBe(batches);
    expect(await count(sql`select count(*) as n from bank_transactions`)).toBe(transactions);
  });

  it('pages through a preview and discards it', async () => {
    const accountId = await newAccount('Paging');
    const res = await upload(accountId, statementForm(COMMBANK_CSV, 'p.csv', { bank: 'commbank' }));
    const page = await t.api.get<One<ImportDetailDto>>(`/api/v1/imports/${res.body.data.id}?skip=3&limit=10`, { token });
    expect(page.body.data.rows.map((r) => r.line)).toEqual([4, 5]);
    expect(page.body.data).toMatchObject({ status: 'previewed', rowCount: 5, duplicates: 0, createdBy: { id: w.users.cmA1.user.id } });
    expect((await t.api.delete(`/api/v1/imports/${res.body.data.id}`, { token })).status).toBe(204);
    expect((await t.api.get(`/api/v1/imports/${res.body.data.id}`, { token })).status).toBe(404);
  });
});
