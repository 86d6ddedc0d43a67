/**
 * Find and recode over HTTP: search totals, the report-impact preview (figures worked by hand),
 * apply with the GST rebuilt and the account-month summary equal to the lines, locked lines
 * listed and untouched, undo (lines changed since are kept), refusals and access per role.
 * Each test works in its own months of business b1 (and b5), so they do not see each other's lines.
 */
import type { GstSummaryReport, RecodePreviewAnswer, RecodeSearchAnswer, RecodeUndoAnswer } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, setLock, summaryMismatches, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { codeByHand, type CodedRow } from './coded-by-hand.fixture.js';
import { recodeOf, runJob } from './jobs.fixture.js';

let t: TestApp;
let w: LedgerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
});
afterAll(() => t.close());

type Ledger = LedgerWorld['l1'];
/** Bank lines coded by hand through the API; answers their entries' ids. */
async function coded(ledger: Ledger, rows: CodedRow[]): Promise<string[]> {
  const ids = await codeByHand(t, w.users.sa.token, ledger, rows);
  return Promise.all(ids.map(entryOf));
}

async function entryOf(transactionId: string): Promise<string> {
  const result = await t.ctx.db.execute(sql`select journal_entry_id as id from bank_transactions where id = ${transactionId}`);
  return String(result.rows[0]?.id);
}

/** An entry's lines in order, as `code taxCode amount gst`. */
async function linesOf(entryId: string): Promise<string[]> {
  const result = await t.ctx.db.execute(
    sql`select a.code, l.tax_code, l.amount, l.gst from journal_lines l join accounts a on a.id = l.account_id where l.entry_id = ${entryId} order by l.id`,
  );
  return (result.rows as { code: string; tax_code: string | null; amount: number | string; gst: number | string }[]).map(
    (r) => `${r.code} ${r.tax_code ?? '-'} ${Number(r.amount)} ${Number(r.gst)}`,
  );
}

const business = (id: string, dateFrom: string, dateTo: string) => ({
  scope: { kind: 'business' as const, businessId: id },
  dateFrom,
  dateTo,
});
const all = (match: 'all' | 'any', ...conditions: object[]) => ({ match, conditions });
const token = (role: keyof LedgerWorld['users']) => w.users[role].token;

const search = (body: object, as: keyof LedgerWorld['users'] = 'sa') =>
  t.api.post<RecodeSearchAnswer & { message?: string }>('/api/v1/recode/search', body, { token: token(as) });
const preview = (body: object, as: keyof LedgerWorld['users'] = 'sa') =>
  t.api.post<RecodePreviewAnswer & { message?: string }>('/api/v1/recode/preview', body, { token: token(as) });
const apply = (body: object, as: keyof LedgerWorld['users'] = 'sa') => runJob(t.api, '/api/v1/recode/apply', body, token(as), recodeOf);
const undo = (runId: string, as: keyof LedgerWorld['users'] = 'sa') =>
  t.api.post<RecodeUndoAnswer & { message?: string }>(`/api/v1/recode/runs/${runId}/undo`, undefined, { token: token(as) });

async function gstLabels(businessId: string, from: string, to: string) {
  const res = await t.api.get<{ data: GstSummaryReport }>(`/api/v1/businesses/${businessId}/reports/gst-summary?from=${from}&to=${to}`, {
    token: token('sa'),
  });
  return res.body.data.labels;
}

describe('find and recode', () => {
  it('finds, previews, recodes a sale from GST to GST-free on another account, and undoes it', async () => {
    const [sale, freeSale] = await coded(w.l1, [
      { date: '2023-01-05', amount: 55_000, description: 'Invoice 1001', payee: 'Harbour Café', code: '4-1000', taxCode: 'GST' },
      { date: '2023-01-20', amount: 22_000, description: 'Invoice 1002', payee: 'Harbour Cafe', code: '4-1000', taxCode: 'FRE' },
      { date: '2023-01-09', amount: -11_000, description: 'Officeworks', payee: 'Officeworks', code: '6-1250', taxCode: 'GST' },
      { date: '2023-02-01', amount: -33_000, description: 'Rent', payee: 'Harbour Property', code: '6-1250', taxCode: 'GST' },
    ]);
    const request = {
      conditions: all('all', { field: 'contact', op: 'contains', value: 'HARBOUR  CAFE' }),
      target: business(w.businesses.b1.id, '2023-01-01', '2023-03-31'),
    };

    const found = await search({ ...request, limit: 1 });
    expect(found.status).toBe(200);
    // The two sales lines, not their bank or GST lines; the page holds one, the totals both.
    expect(found.body.data).toHaveLength(1);
    expect(found.body.pagination.total).toBe(2);
    expect(found.body.totals).toEqual({
      count: 2,
      amount: -72_000,
      gst: -5_000,
      locked: { count: 0, amount: 0 },
      byAccount: [{ accountCode: '4-1000', accountName: 'Sales', count: 2, amount: -72_000 }],
    });

    const change = { accountCode: '4-1300', taxCode: 'FRE' };
    const seen = await preview({ ...request, change });
    expect(seen.status).toBe(200);
    const [impact] = seen.body.data.businesses;
    expect(seen.body.data.lines).toEqual({ count: 2, amount: -72_000 });
    // January: sales 500 + 220 leave 4-1000; 4-1300 takes them gross (550 + 220), the GST of 50 becoming income.
    expect(impact?.months).toEqual([
      {
        from: '2023-01-01',
        to: '2023-01-31',
        accounts: [
          { accountCode: '4-1000', accountName: 'Sales', before: 72_000, after: 0 },
          { accountCode: '4-1300', accountName: 'GST-free sales', before: 0, after: 77_000 },
        ],
        netProfit: { before: 72_000 - 10_000, after: 77_000 - 10_000 },
      },
    ]);
    // Jan–Mar 2023: sales 550 + 220 (G1), 220 GST-free (G3), purchases 110 + 330 (G11), GST 50 on sales, 10 + 30 on purchases.
    const labels = {
      G1: { before: 77_000, after: 77_000 },
      G2: { before: 0, after: 0 },
      G3: { before: 22_000, after: 77_000 },
      G10: { before: 0, after: 0 },
      G11: { before: 44_000, after: 44_000 },
      '1A': { before: 5_000, after: 0 },
      '1B': { before: 4_000, after: 4_000 },
    };
    expect(impact?.quarters).toEqual([{ from: '2023-01-01', to: '2023-03-31', labels }]);
    expect(seen.body.data.locked).toEqual({ count: 0, lines: [] });

    const applied = await apply({ ...request, change });
    expect(applied.job?.state).toBe('done');
    expect(applied.body.data).toMatchObject({ entries: 2, lockedSkipped: 0, run: { kind: 'recode', lineCount: 2, businessCount: 1 } });
    expect(await linesOf(sale!)).toEqual(['1-1110 - 55000 0', '4-1300 FRE -55000 0']);
    expect(await linesOf(freeSale!)).toEqual(['1-1110 - 22000 0', '4-1300 FRE -22000 0']);
    const after = await gstLabels(w.businesses.b1.id, '2023-01-01', '2023-03-31');
    expect(after).toEqual(Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, v.after])));
    expect(await summaryMismatches(t.ctx)).toBe(0);

    // The page's recent recodes: this batch, and no rule runs among them.
    const recodes = await t.api.get<{ data: { id: string; kind: string }[] }>('/api/v1/coding-runs?kind=recode', { token: token('sa') });
    expect(recodes.body.data.map((r) => r.id)).toContain(applied.body.data.run.id);
    expect(recodes.body.data.every((r) => r.kind === 'recode')).toBe(true);
    const applies = await t.api.get<{ data: { id: string }[] }>('/api/v1/coding-runs?kind=apply', { token: token('sa') });
    expect(applies.body.data.map((r) => r.id)).not.toContain(applied.body.data.run.id);

    const undone = await undo(applied.body.data.run.id);
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ restoredEntries: 2, keptChangedSince: [] });
    expect(undone.body.data.run.undoneAt).not.toBeNull();
    expect(await linesOf(sale!)).toEqual(['1-1110 - 55000 0', '4-1000 GST -50000 -5000', '2-1300 GST -5000 0']);
    const restored = await gstLabels(w.businesses.b1.id, '2023-01-01', '2023-03-31');
    expect(restored).toEqual(Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, v.before])));
    expect(await summaryMismatches(t.ctx)).toBe(0);
    expect((await undo(applied.body.data.run.id)).status).toBe(409);
  });

  it('puts GST on lines that had none, and undo keeps a line recoded by hand since', async () => {
    const [wages, bonus] = await coded(w.l1, [
      { date: '2023-04-10', amount: -250_000, description: 'Wages', payee: 'Payroll', code: '6-2000', taxCode: 'N-T' },
      { date: '2023-04-24', amount: -110_000, description: 'Bonus', payee: 'Payroll', code: '6-2000', taxCode: 'N-T' },
    ]);
    const request = {
      conditions: all(
        'any',
        { field: 'account', op: 'isOneOf', values: ['6-2000'] },
        { field: 'description', op: 'matchesWord', value: 'wages' },
      ),
      target: business(w.businesses.b1.id, '2023-04-01', '2023-04-30'),
      change: { taxCode: 'GST' },
    };
    const applied = await apply(request);
    expect(applied.job?.state).toBe('done');
    // 2,500.00 gross: GST 227.27 (÷ 11, half away from zero), net 2,272.73, and a GST line for it.
    expect(await linesOf(wages!)).toEqual(['1-1110 - -250000 0', '6-2000 GST 227273 22727', '2-1300 GST 22727 0']);
    expect(await summaryMismatches(t.ctx)).toBe(0);

    const bonusLine = (await t.ctx.db.execute(sql`select id from bank_transactions where journal_entry_id = ${bonus!}`)).rows[0]?.id;
    const recodedByHand = await t.api.put(
      `/api/v1/transactions/${String(bonusLine)}/coding`,
      { lines: [{ accountId: w.l1.account('6-1250'), taxCode: 'GST', amount: -110_000 }] },
      { token: token('sa') },
    );
    expect(recodedByHand.status).toBe(200);
    const undone = await undo(applied.body.data.run.id);
    expect(undone.body.data.restoredEntries).toBe(1);
    const kept = undone.body.data.keptChangedSince;
    expect(kept.map((k) => [k.entryId, k.businessId, k.reason])).toEqual([[bonus, w.businesses.b1.id, 'removed']]);
    expect(kept[0]?.entryNumber).toBeGreaterThan(0);
    expect(await linesOf(wages!)).toEqual(['1-1110 - -250000 0', '6-2000 N-T 250000 0']);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('keeps a hand-entered journal balanced with a GST line for the difference', async () => {
    const posted = await t.api.post<{ data: { id: string } }>(
      `/api/v1/businesses/${w.businesses.b1.id}/journals`,
      {
        date: '2023-06-15',
        narration: 'Fuel and power, paid by the owner',
        lines: [
          { accountId: w.l1.account('6-1090'), amount: 1_000, taxCode: 'GST', gst: 100 },
          { accountId: w.l1.account('6-1180'), amount: 1_000, taxCode: 'GST', gst: 100 },
          { accountId: w.l1.account('2-1300'), amount: 200 },
          { accountId: w.l1.account('3-1000'), amount: -2_200 },
        ],
      },
      { token: token('sa') },
    );
    expect(posted.status).toBe(201);
    const applied = await apply({
      conditions: all(
        'all',
        { field: 'account', op: 'isOneOf', values: ['6-1180'] },
        { field: 'source', op: 'isOneOf', values: ['manual'] },
      ),
      target: business(w.businesses.b1.id, '2023-06-01', '2023-06-30'),
      change: { taxCode: 'FRE' },
    });
    expect(applied.job?.state).toBe('done');
    expect(await linesOf(posted.body.data.id)).toEqual([
      '6-1090 GST 1000 100',
      '6-1180 FRE 1100 0',
      '2-1300 FRE -100 0',
      '2-1300 - 200 0',
      '3-1000 - -2200 0',
    ]);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('lists lines in a locked period apart and never touches them', async () => {
    const [early, late] = await coded(w.l1, [
      { date: '2023-05-02', amount: -5_500, description: 'Phone May', payee: 'Telstra', code: '6-1290', taxCode: 'GST' },
      { date: '2023-05-20', amount: -6_600, description: 'Phone late May', payee: 'Telstra', code: '6-1290', taxCode: 'GST' },
    ]);
    const request = {
      conditions: all('all', { field: 'contact', op: 'equals', value: 'telstra' }),
      target: business(w.businesses.b1.id, '2023-05-01', '2023-05-31'),
      change: { accountCode: '6-1090' },
    };
    await setLock(t.ctx, w.businesses.b1.id, '2023-05-10');
    try {
      const found = await search(request);
      expect(found.body.totals.locked).toEqual({ count: 1, amount: 5_000 });
      const seen = await preview(request);
      expect(seen.body.data.lines.count).toBe(1);
      expect(seen.body.data.locked.count).toBe(1);
      expect(seen.body.data.locked.lines.map((l) => [l.entryId, l.locked])).toEqual([[early, true]]);
      const applied = await apply(request);
      expect(applied.body.data).toMatchObject({ entries: 1, lockedSkipped: 1 });
      expect(await linesOf(early!)).toEqual(['1-1110 - -5500 0', '6-1290 GST 5000 500', '2-1300 GST 500 0']);
      expect(await linesOf(late!)).toEqual(['1-1110 - -6600 0', '6-1090 GST 6000 600', '2-1300 GST 600 0']);
    } finally {
      await setLock(t.ctx, w.businesses.b1.id, null);
    }
  });

  it('refuses an account a business lacks, naming the business, and a tax code the account cannot take', async () => {
    await coded(w.l5, [{ date: '2023-07-03', amount: -2_200, description: 'Stationery', code: '6-1250', taxCode: 'GST' }]);
    await coded(w.l1, [{ date: '2023-07-04', amount: -3_300, description: 'Stationery', code: '6-1250', taxCode: 'GST' }]);
    await t.ctx.db.execute(
      sql`insert into accounts (chart_id, code, name, type, subtype, tax_code) values (${w.l1.chartId}, '6-7777', 'Stationery', 'expense', 'other', 'GST')`,
    );
    const conditions = all('all', { field: 'description', op: 'startsWith', value: 'station' });
    const everywhere = { scope: { kind: 'all' }, dateFrom: '2023-07-01', dateTo: '2023-07-31' };
    const missing = await preview({ conditions, target: everywhere, change: { accountCode: '6-7777' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`${w.businesses.b5.name}: its chart of accounts has no account 6-7777.`);
    const unfit = await apply({ conditions, target: everywhere, change: { taxCode: 'EXP' } });
    expect(unfit.status).toBe(400);
    expect(unfit.body.message).toContain('account 6-1250 cannot take tax code EXP');
    expect((await apply({ conditions, target: everywhere, change: { accountCode: '1-1110' } })).status).toBe(400);
    // Only b1's chart has the code: recoding b1 alone is fine.
    const own = await apply({
      conditions,
      target: business(w.businesses.b1.id, '2023-07-01', '2023-07-31'),
      change: { accountCode: '6-7777' },
    });
    expect(own.job?.state, own.body.message).toBe('done');
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('finds by regular expression as rules do, case- and accent-blind, and names where a pattern fails', async () => {
    await coded(w.l1, [
      { date: '2023-08-02', amount: -4_400, description: 'CAFÉ 123 Sydney', code: '6-1250', taxCode: 'GST' },
      { date: '2023-08-03', amount: -5_500, description: 'Cafe Sydney', code: '6-1250', taxCode: 'GST' },
      { date: '2023-08-04', amount: -6_600, description: 'Cafe 45 Perth', code: '6-1250', taxCode: 'GST' },
    ]);
    const target = business(w.businesses.b1.id, '2023-08-01', '2023-08-31');
    const found = await search({ conditions: all('all', { field: 'description', op: 'matchesRegex', value: '^cafe \\d+ syd' }), target });
    expect(found.status).toBe(200);
    expect(found.body.data.map((l) => l.description)).toEqual(['CAFÉ 123 Sydney']);

    const broken = await search({
      conditions: all(
        'all',
        { field: 'description', op: 'contains', value: 'cafe' },
        { field: 'contact', op: 'matchesRegex', value: 'a(b' },
      ),
      target,
    });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toContain('conditions.conditions.1.value');
    expect(JSON.stringify(broken.body)).toMatch(/at character \d/);
  });

  it('is for Super Admin, Region Admin and Case Manager, each within their data scope', async () => {
    const conditions = all('all', { field: 'absAmount', op: 'gte', value: 0 });
    const on = (businessId: string) => ({ conditions, target: business(businessId, '2023-01-01', '2023-12-31') });
    for (const role of ['baX', 'bmY', 'supA', 'portal'] as const) {
      expect((await search(on(w.businesses.b1.id), role)).status, role).toBe(403);
      expect((await apply({ ...on(w.businesses.b1.id), change: { taxCode: 'FRE' } }, role)).status, role).toBe(403);
    }
    expect((await search(on(w.businesses.b1.id), 'cmA1')).status).toBe(200);
    expect((await search(on(w.businesses.b5.id), 'cmA1')).status).toBe(404);
    expect((await preview({ ...on(w.businesses.b5.id), change: { taxCode: 'FRE' } }, 'cmA1')).status).toBe(404);
    expect((await search(on(w.businesses.b5.id), 'raA')).status).toBe(404);
    // The Case Manager's whole scope holds b1's lines and none of b5's.
    const mine = await search({ conditions, target: { scope: { kind: 'all' } }, limit: 500 }, 'cmA1');
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((l) => l.businessId !== w.businesses.b5.id)).toBe(true);
    // A recode reaching b5 is not the Case Manager's to undo.
    const everywhere = {
      conditions: all('all', { field: 'description', op: 'equals', value: 'Stationery' }),
      target: { scope: { kind: 'all' } },
    };
    const applied = await apply({ ...everywhere, change: { taxCode: 'FRE' } });
    expect(applied.job?.state).toBe('done');
    expect((await undo(applied.body.data.run.id, 'cmA1')).status).toBe(404);
    const listed = async (as: keyof LedgerWorld['users']) =>
      (await t.api.get<{ data: { id: string }[] }>('/api/v1/coding-runs?kind=recode', { token: token(as) })).body.data.map((r) => r.id);
    expect(await listed('cmA1')).not.toContain(applied.body.data.run.id);
    expect((await undo(applied.body.data.run.id, 'raB')).status).toBe(404);
    expect((await undo(applied.body.data.run.id)).status).toBe(200);
  });

  it("finds a brand's businesses within the caller's scope", async () => {
    await coded(w.l1, [{ date: '2023-09-05', amount: -1_100, description: 'Courier', code: '6-1250', taxCode: 'GST' }]);
    await coded(w.l5, [{ date: '2023-09-06', amount: -2_200, description: 'Courier', code: '6-1250', taxCode: 'GST' }]);
    const ofBrand = async (brandId: string, as: keyof LedgerWorld['users']) => {
      const target = { scope: { kind: 'brand', brandId }, dateFrom: '2023-09-01', dateTo: '2023-09-30' };
      const found = await search({ conditions: all('all', { field: 'description', op: 'equals', value: 'courier' }), target }, as);
      expect(found.status).toBe(200);
      return found.body.data.map((l) => l.businessId).sort();
    };
    // b1 and b5 are both brand X's; Region Admin A's region holds only b1.
    expect(await ofBrand(w.brandX.id, 'sa')).toEqual([w.businesses.b1.id, w.businesses.b5.id].sort());
    expect(await ofBrand(w.brandX.id, 'raA')).toEqual([w.businesses.b1.id]);
    expect(await ofBrand(w.brandY.id, 'sa')).toEqual([]);
  });
});
