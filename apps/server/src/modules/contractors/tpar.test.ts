/**
 * TPAR over HTTP: the figures per contractor and ABN for a financial year (a payment dated after
 * 30 June belongs to the next one), the CSV and XLSX downloads, and the ATO's electronic file
 * read back by field position: widths, payee amounts that add up to the report, the file total.
 */
import { TPAR_RECORD_LENGTH, type TparAnswer } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBankTransactions } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { ABN_A, ABN_B, addContractor, linkPayments } from './contractors.fixture.js';

const PAYER_ABN = '83914571673';

let t: TestApp;
let w: LedgerWorld;
let b1: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  b1 = w.businesses.b1.id;
  token = w.users.cmA1.token;
  await t.ctx.db.execute(sql`update businesses set abn = ${PAYER_ABN}, legal_name = 'Harbour Builders Pty Ltd' where id = ${b1}`);

  const [coded, late, afterYearEnd, secondAbn, cash, noAddress] = await buildBankTransactions(t.ctx, w.l1.bankAccount, [
    { date: '2024-08-01', amount: -110_000, description: 'ACME TILING INV 7' },
    { date: '2025-06-30', amount: -22_000, description: 'ACME TILING INV 9' },
    { date: '2025-07-01', amount: -99_900, description: 'ACME TILING INV 10' },
    { date: '2025-01-15', amount: -33_000, description: 'ACME TILING INV 8' },
    { date: '2025-03-03', amount: -53_000, description: 'CASH CONCRETING' },
    { date: '2025-08-01', amount: -10_000, description: 'NOWHERE FENCING' },
  ]);
  const coding = await t.api.put(
    `/api/v1/transactions/${coded!.id}/coding`,
    { lines: [{ accountId: w.l1.account('6-1260'), taxCode: 'GST', amount: -110_000 }] },
    { token },
  );
  if (coding.status !== 200) throw new Error(`coding failed: ${JSON.stringify(coding.body)}`);

  const acme = await addContractor(t, token, b1, { name: 'Acme Tiling', abn: ABN_A, email: 'accounts@acme.test' });
  await linkPayments(
    t,
    token,
    b1,
    [coded, late, afterYearEnd].map((l) => ({ transactionId: l!.id, contractorId: acme.id })),
  );
  // The contractor quotes a new ABN in January: earlier payments keep the one they were made under.
  await t.api.put(
    `/api/v1/businesses/${b1}/contractors/${acme.id}`,
    { name: 'Acme Tiling', abn: ABN_B, address: { line1: '12 Gum Tree Road', suburb: 'Parramatta', state: 'NSW', postcode: '2150' } },
    { token },
  );
  await linkPayments(t, token, b1, [{ transactionId: secondAbn!.id, contractorId: acme.id }]);

  const concreting = await addContractor(t, token, b1, { name: 'Cash Concreting' });
  await linkPayments(t, token, b1, [{ transactionId: cash!.id, contractorId: concreting.id, withheld: true }]);
  const fencing = await addContractor(t, token, b1, { name: 'Nowhere Fencing', abn: ABN_A, address: {} });
  await linkPayments(t, token, b1, [{ transactionId: noAddress!.id, contractorId: fencing.id }]);
});
afterAll(() => t.close());

const tpar = (year: number, who = token, businessId = b1) =>
  t.api.get<TparAnswer>(`/api/v1/businesses/${businessId}/tpar?year=${year}`, { token: who });
const fileBody = (year: number) => ({
  year,
  runType: 'T',
  contactName: 'Mai Nguyễn',
  contactPhone: '02 9999 0000',
  email: 'mai@harbour.test',
  address: { line1: '1 Harbour St', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
});

describe('TPAR', () => {
  it('adds up each contractor’s payments of the year by ABN, without the payment made after 30 June', async () => {
    const res = await tpar(2025);
    expect(res.status).toBe(200);
    const { rows, totals } = res.body.data;
    expect(rows.map((r) => r.name)).toEqual(['Acme Tiling', 'Cash Concreting']);
    expect(rows[0]).toMatchObject({
      abns: [ABN_A, ABN_B],
      // $1,100 (GST $100 from its coding) + $220 on 30 June + $330 under the new ABN; $999 on 1 July is next year's.
      gross: 165_000,
      gst: 10_000,
      taxWithheld: 0,
      noAbn: false,
      paymentCount: 3,
      parts: [
        { abn: ABN_A, gross: 132_000, gst: 10_000, taxWithheld: 0 },
        { abn: ABN_B, gross: 33_000, gst: 0, taxWithheld: 0 },
      ],
    });
    // $530 paid after 47% withheld: a $1,000 gross.
    expect(rows[1]).toMatchObject({ abns: [], gross: 100_000, taxWithheld: 47_000, noAbn: true });
    expect(totals).toEqual({ gross: 265_000, gst: 10_000, taxWithheld: 47_000 });

    const next = await tpar(2026);
    expect(next.body.data.rows.map((r) => [r.name, r.gross])).toEqual([
      ['Acme Tiling', 99_900],
      ['Nowhere Fencing', 10_000],
    ]);
  });

  it('downloads the report as CSV and XLSX', async () => {
    const csv = await t.api.get<string>(`/api/v1/businesses/${b1}/tpar?year=2025&format=csv`, { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('tpar-2025.csv');
    expect(csv.body).toContain('Tax withheld (no ABN)');
    expect(csv.body).toContain('Acme Tiling,51 824 753 556 / 53 004 085 616,');
    expect(csv.body).toContain('1650.00,100.00,0.00');
    expect(csv.body).toContain('Yes: 47% withholding applies');
    expect(csv.body).toContain('Total,,,2650.00,100.00,470.00');

    const xlsx = await fetch(`${t.baseUrl}/api/v1/businesses/${b1}/tpar?year=2025&format=xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it("writes the ATO's electronic file: 996-character records whose payee amounts add up to the file's figures", async () => {
    const res = await t.api.post<string>(`/api/v1/businesses/${b1}/tpar/file`, fileBody(2025), { token });
    expect(res.status).toBe(200);
    const text = res.body;
    expect(text.length % TPAR_RECORD_LENGTH).toBe(0);
    const records = text.match(new RegExp(`.{${TPAR_RECORD_LENGTH}}`, 'gs')) ?? [];
    const types = ['IDENTREGISTER1', 'IDENTREGISTER2', 'IDENTREGISTER3', 'IDENTITY', 'SOFTWARE', 'DPAIVS', 'FILE-TOTAL'];
    expect(records.map((r) => types.find((type) => r.startsWith(type, 3)))).toEqual([
      'IDENTREGISTER1',
      'IDENTREGISTER2',
      'IDENTREGISTER3',
      'IDENTITY',
      'SOFTWARE',
      'DPAIVS',
      'DPAIVS',
      'DPAIVS',
      'FILE-TOTAL',
    ]);
    for (const r of records) expect(r.slice(0, 3)).toBe('996');
    // Positions as the specification numbers them (1-based, inclusive).
    const at = (record: string, from: number, to: number) => record.slice(from - 1, to);
    const [reg1, , , identity] = records;
    expect(at(reg1!, 18, 28)).toBe(PAYER_ABN);
    expect(at(reg1!, 29, 29)).toBe('T');
    expect(at(reg1!, 30, 37)).toBe('30062025');
    expect(at(reg1!, 41, 50)).toBe('FPAIVV03.0');
    expect(at(identity!, 12, 22)).toBe(PAYER_ABN);
    expect(at(identity!, 26, 29)).toBe('2025');
    expect(at(identity!, 30, 229).trimEnd()).toBe('Harbour Builders Pty Ltd');
    const payees = records.filter((r) => r.startsWith('DPAIVS', 3));
    const money = (r: string, from: number) => Number(at(r, from, from + 10));
    // ABN 10–20, business name 81–280, gross 641–651, tax withheld 652–662, GST 663–673 (whole dollars).
    expect(payees.map((r) => [at(r, 10, 20), at(r, 81, 280).trimEnd(), money(r, 641), money(r, 652), money(r, 663)])).toEqual([
      [ABN_A, 'Acme Tiling', 1320, 0, 100],
      [ABN_B, 'Acme Tiling', 330, 0, 0],
      ['00000000000', 'Cash Concreting', 1000, 470, 0],
    ]);
    expect(payees.reduce((sum, r) => sum + money(r, 641), 0)).toBe(2650);
    expect(payees.reduce((sum, r) => sum + money(r, 652), 0)).toBe(470);
    const total = records.at(-1)!;
    expect(at(total, 14, 21)).toBe(String(records.length).padStart(8, '0'));
    // Vietnamese contact names lose their accents: the file is plain ASCII.
    expect(text).toContain('Mai Nguyen');
    expect(/^[\x20-\x7e]*$/.test(text)).toBe(true);
  });

  it('refuses the file with every problem named when a contractor has no address', async () => {
    const res = await t.api.post<{ message: string }>(`/api/v1/businesses/${b1}/tpar/file`, fileBody(2026), { token });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('Nowhere Fencing: the street address and suburb are required.');
    expect(res.body.message).toContain('Nowhere Fencing: the postcode must be 4 digits.');
  });

  it('is for the roles that code transactions, within their scope', async () => {
    expect((await tpar(2025, w.users.portal.token)).status).toBe(403);
    expect((await tpar(2025, w.users.bmY.token)).status).toBe(404);
    expect((await tpar(2025, w.users.cmA1.token, w.businesses.b5.id)).status).toBe(404);
    expect((await t.api.post(`/api/v1/businesses/${b1}/tpar/file`, fileBody(2025), { token: w.users.portal.token })).status).toBe(403);
    expect((await tpar(2025, w.users.supA.token)).status).toBe(200);
  });
});
