/**
 * The trial balance's load step (monthly summaries plus the partial months at the edges) equals
 * a straight sum over journal_lines for random ranges; the endpoint's defaults and refusals.
 */
import { addDays, endOfMonth, type AccountSums } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createRandom } from '../../seed/random.js';
import { buildGeneratedLedger } from './reports-world.fixture.js';
import { chartAccountsOf, loadAccountSums } from './trial-balance.load.js';
import { todayInAustralia } from './report-scope.js';
import type { TrialBalanceReport as TrialBalanceTable } from '@ledgerdesk/domain';

let t: TestApp;
let world: Awaited<ReturnType<typeof buildGeneratedLedger>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildGeneratedLedger(t.ctx, { start: '2022-07-01', years: 2, entriesPerMonth: 20, seed: 7 });
});
afterAll(() => t.close());

/** The same sums the slow, obvious way. */
async function straightSums(from: string, to: string): Promise<Map<string, AccountSums>> {
  const result = await t.ctx.db.execute(sql`
    select account_id, coalesce(sum(amount) filter (where date <= ${to}::date), 0)::text as to_end,
      coalesce(sum(amount) filter (where date < ${from}::date), 0)::text as before_start
    from journal_lines where business_id = ${world.business.id} group by account_id`);
  const rows = result.rows as Array<{ account_id: string; to_end: string; before_start: string }>;
  return new Map(rows.map((r) => [r.account_id, { toEnd: Number(r.to_end), beforeStart: Number(r.before_start) }]));
}

const nonZero = (sums: Map<string, AccountSums>) => new Map([...sums].filter(([, s]) => s.toEnd !== 0 || s.beforeStart !== 0));

describe('trial balance load', () => {
  it('equals a straight sum over the lines for random ranges, month edges included', async () => {
    const accountIds = (await chartAccountsOf(t.ctx.db, world.business.id)).map((a) => a.id);
    const random = createRandom(99);
    const day = () => addDays('2022-05-01', random.int(0, 820));
    const ranges: Array<[string, string]> = [
      ['2022-07-01', '2023-06-30'],
      ['2023-07-01', '2023-07-01'],
      ['2022-08-31', '2024-02-29'],
      ['2021-01-01', '2021-12-31'],
      ['2024-06-30', '2025-01-15'],
    ];
    for (let i = 0; i < 25; i++) {
      const [a, b] = [day(), day()].sort();
      ranges.push([a ?? '', random.chance(0.3) ? endOfMonth(b ?? '') : (b ?? '')]);
    }
    for (const [from, to] of ranges) {
      const loaded = await loadAccountSums(t.ctx.db, world.business.id, accountIds, { from, to });
      expect(nonZero(loaded), `${from}..${to}`).toEqual(nonZero(await straightSums(from, to)));
    }
  });
});

describe('GET /reports/trial-balance', () => {
  const url = (query: string) => `/api/v1/businesses/${world.business.id}/reports/trial-balance${query}`;

  it('defaults to today and the start of its financial year, and balances', async () => {
    const res = await t.api.get<{ data: TrialBalanceTable }>(url(''), { token: world.sa.token });
    expect(res.status).toBe(200);
    const today = todayInAustralia();
    expect(res.body.data.to).toBe(today);
    expect(res.body.data.from).toBe(`${Number(today.slice(5, 7)) >= 7 ? today.slice(0, 4) : Number(today.slice(0, 4)) - 1}-07-01`);
    expect(res.body.data.totals.debit).toBe(res.body.data.totals.credit);
    expect(res.body.data.rows.every((r) => (r.debit === 0) !== (r.credit === 0))).toBe(true);
  });

  it('takes an explicit from: profit before it rolls into retained earnings', async () => {
    const res = await t.api.get<{ data: TrialBalanceTable }>(url('?from=2023-01-01&to=2023-03-31'), { token: world.sa.token });
    expect(res.status).toBe(200);
    const retained = res.body.data.rows.find((r) => r.code === '3-8000');
    const [before] = (
      await t.ctx.db
        .execute(sql`select coalesce(sum(l.amount), 0)::text as total from journal_lines l join accounts a on a.id = l.account_id
        where l.business_id = ${world.business.id} and l.date < '2023-01-01' and a.type not in ('asset', 'liability', 'equity')`)
    ).rows as Array<{ total: string }>;
    expect((retained?.debit ?? 0) - (retained?.credit ?? 0)).toBe(Number(before?.total));
    expect(res.body.data.totals.debit).toBe(res.body.data.totals.credit);
  });

  it('refuses a range that ends before it starts, and unknown businesses', async () => {
    expect((await t.api.get(url('?from=2024-02-01&to=2024-01-31'), { token: world.sa.token })).status).toBe(400);
    expect((await t.api.get(url('?to=2024-02-30'), { token: world.sa.token })).status).toBe(400);
    const missing = '/api/v1/businesses/00000000-0000-4000-8000-000000000000/reports/trial-balance';
    expect((await t.api.get(missing, { token: world.sa.token })).status).toBe(404);
  });
});
