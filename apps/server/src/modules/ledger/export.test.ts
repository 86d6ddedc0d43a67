/** Exports: CSV with one row per journal line whose debits equal its credits; hledger text kept clean. */
import { tokenizeCsv } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { generateLedger, loadChart, pickGeneratorAccounts } from '../../../testing/ledger-generator.js';
import { buildLedgerWorld, type LedgerWorld } from './ledger-world.fixture.js';

let t: TestApp;
let w: LedgerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  const accounts = pickGeneratorAccounts(await loadChart(t.ctx.db, w.businesses.b1.id));
  await generateLedger(t.ctx.db, { businessId: w.businesses.b1.id, accounts, years: 1, entriesPerMonth: 15, seed: 5, start: '2023-07-01' });
  await t.api.post(
    `/api/v1/businesses/${w.businesses.b1.id}/journals`,
    {
      date: '2024-07-01',
      narration: '=SUM(A1); "quoted",  spaced\nnext line',
      lines: [
        { accountId: w.l1.account('6-1260'), amount: 12345, description: 'x' },
        { accountId: w.l1.account('1-1110'), amount: -12345 },
      ],
    },
    { token: w.users.sa.token },
  );
});
afterAll(() => t.close());

const cents = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);

describe('ledger exports', () => {
  it('CSV: one row per journal line, as an attachment, with debits equal to credits', async () => {
    const res = await t.api.get<string>(`/api/v1/businesses/${w.businesses.b1.id}/export/csv`, { token: w.users.portal.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-ledger\.csv"$/);
    const [header, ...rows] = tokenizeCsv(res.body, ',').map((r) => r.fields);
    expect(header).toEqual(['Date', 'Entry', 'Source', 'Narration', 'Account code', 'Account name', 'Debit', 'Credit', 'Tax code', 'GST']);
    const count = await t.ctx.db.execute(sql`select count(*)::int as n from journal_lines where business_id = ${w.businesses.b1.id}`);
    expect(rows.length).toBe(Number(count.rows[0]?.n));
    const debits = rows.reduce((sum, r) => sum + cents(r[6]), 0);
    const credits = rows.reduce((sum, r) => sum + cents(r[7]), 0);
    expect(debits).toBe(credits);
    expect(debits).toBeGreaterThan(0);
    // Day first and in words, as every screen and report export shows them (ADR 0012).
    const manual = rows.find((r) => r[0] === '01/07/2024' && r[2] === 'Manual' && r[4] === '6-1260');
    expect(manual?.slice(3, 8)).toEqual([
      '\'=SUM(A1); "quoted",  spaced\nnext line',
      '6-1260',
      'Repairs  & maintenance; site: depot',
      '123.45',
      '',
    ]);
    const dates = rows.map((r) => (r[0] ?? '').split('/').reverse().join('-'));
    expect(dates).toEqual([...dates].sort());
    const vi = await t.api.get<string>(`/api/v1/businesses/${w.businesses.b1.id}/export/csv`, {
      token: w.users.portal.token,
      headers: { 'accept-language': 'vi' },
    });
    const sources = new Set(
      tokenizeCsv(vi.body, ',')
        .slice(1)
        .map((r) => r.fields[2]),
    );
    expect(sources.has('Thủ công')).toBe(true);
    expect(sources.has('Manual')).toBe(false);
  });

  it('hledger: account names and narrations cannot break the journal', async () => {
    const res = await t.api.get<string>(`/api/v1/businesses/${w.businesses.b1.id}/export/hledger`, { token: w.users.portal.token });
    expect(res.status).toBe(200);
    expect(res.body).toContain('2024-07-01 #');
    expect(res.body).toMatch(/^2024-07-01 #\d+ =SUM\(A1\), "quoted", spaced next line {2}; source:manual$/m);
    expect(res.body).toContain('    expenses:6-1260 Repairs & maintenance, site, depot  AUD 123.45\n');
    expect(res.body).toContain('account liabilities:2-1300 GST  ; type:L');
  });
});
