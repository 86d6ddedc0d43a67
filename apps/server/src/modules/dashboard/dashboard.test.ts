import { desc, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, type DashboardDto } from '@ledgerdesk/domain';
import { buildBankAccount, buildBankTransactions, buildChartWithAccounts, buildClient } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { clients } from '../users/users.tables.js';
import { reportLocks } from '../reports/reports.tables.js';
import { todayInAustralia } from '../reports/index.js';

interface Dashboard {
  data: DashboardDto;
}

describe('dashboard', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let extraIds: string[];
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    await t.ctx.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, w.clients.c3.id));
    // Three newer clients of region B, so the latest list is cut at 5 for a Super Admin.
    const extra = [];
    for (let i = 0; i < 3; i++) extra.push(await buildClient(t.ctx, { regionId: w.regionB.id, brandId: w.brandY.id }));
    extraIds = extra.map((c) => c.id);
    // A second apart, so their order is the order made: PGlite's clock can give two the same instant.
    for (const [i, id] of extraIds.entries())
      await t.ctx.db
        .update(clients)
        .set({ createdAt: sql`now() + make_interval(secs => ${i + 1})` })
        .where(eq(clients.id, id));
  });
  afterAll(() => t.close());

  const dashboard = async (token: string) => {
    const res = await t.api.get<Dashboard>('/api/v1/dashboard', { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('counts what each role sees', async () => {
    const u = w.users;
    const expected: Array<[string, string, Dashboard['data']['counts']]> = [
      ['Super Admin', u.sa.token, { clients: 7, activeClients: 6, businesses: 6, staff: 10 }],
      ['Region Admin A', u.raA.token, { clients: 2, activeClients: 2, businesses: 4, staff: 4 }],
      ['Supervisor A', u.supA.token, { clients: 2, activeClients: 2, businesses: 3, staff: 2 }],
      ['Case Manager A1', u.cmA1.token, { clients: 2, activeClients: 2, businesses: 2, staff: 0 }],
      ['Brand Admin X', u.baX.token, { clients: 2, activeClients: 1, businesses: 3, staff: 0 }],
      ['Client of c1', u.portal.token, { clients: 1, activeClients: 1, businesses: 2, staff: 0 }],
    ];
    for (const [who, token, counts] of expected) {
      expect((await dashboard(token)).counts, who).toEqual(counts);
    }
  });

  it('lists the 5 newest records within the scope, staff only for roles that read the team', async () => {
    const sa = await dashboard(w.users.sa.token);
    // The world's clients may share a creation time; the id breaks such ties, newest first too.
    const older = await t.ctx.db
      .select({ id: clients.id })
      .from(clients)
      .where(notInArray(clients.id, extraIds))
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(2);
    expect(sa.latest.clients.map((c) => c.id)).toEqual([...extraIds].reverse().concat(older.map((c) => c.id)));
    expect(sa.latest.businesses).toHaveLength(5);
    expect(sa.latest.businesses[0]?.id).toBe(w.businesses.b6.id);
    expect(sa.latest.staff).toHaveLength(5);
    expect(sa.latest.staff.map((s) => s.id)).not.toContain(w.users.portal.user.id);

    const portal = await dashboard(w.users.portal.token);
    expect(portal.latest.clients.map((c) => c.id)).toEqual([w.clients.c1.id]);
    expect(portal.latest.businesses.map((b) => b.id)).toEqual([w.businesses.b2.id, w.businesses.b1.id]);
    expect(portal.latest.staff).toEqual([]);

    const supervisor = await dashboard(w.users.supA.token);
    expect(new Set(supervisor.latest.staff.map((s) => s.id))).toEqual(new Set([w.users.supA.user.id, w.users.cmA1.user.id]));
  });

  it('charts clients by number of businesses and by status', async () => {
    const sa = await dashboard(w.users.sa.token);
    const top = new Map(sa.charts.topClientsByBusinesses.map((c) => [c.clientId, c.businesses]));
    expect(top).toEqual(
      new Map([
        [w.clients.c1.id, 2],
        [w.clients.c2.id, 2],
        [w.clients.c3.id, 1],
        [w.clients.c4.id, 1],
      ]),
    );
    expect(sa.charts.topClientsByBusinesses.slice(0, 2).map((c) => c.businesses)).toEqual([2, 2]);
    expect(sa.charts.clientsByStatus).toEqual([
      { status: 'active', count: 6 },
      { status: 'inactive', count: 1 },
      { status: 'archived', count: 0 },
    ]);
    const cm = await dashboard(w.users.cmA1.token);
    expect(new Map(cm.charts.topClientsByBusinesses.map((c) => [c.clientId, c.businesses]))).toEqual(
      new Map([
        [w.clients.c1.id, 1],
        [w.clients.c2.id, 1],
      ]),
    );
  });

  it('ranks businesses by recent transactions and by open work, within the scope', async () => {
    const today = todayInAustralia();
    const { b1, b3, b6 } = w.businesses;
    const bankOf = async (businessId: string) => {
      const { accounts } = await buildChartWithAccounts(t.ctx, businessId);
      const bank = Object.values(accounts).find((a) => a.type === 'asset');
      if (!bank) throw new Error('no asset account in the compact chart');
      return buildBankAccount(t.ctx, { businessId, ledgerAccountId: bank.id });
    };
    const recent = (n: number) => Array.from({ length: n }, (_, i) => ({ date: today, amount: -(i + 1) * 100 }));
    // b1: 3 recent; b3: 2 recent and 4 older than 12 months (counted as open work, not as activity); b6: none.
    await buildBankTransactions(t.ctx, await bankOf(b1.id), recent(3));
    await buildBankTransactions(t.ctx, await bankOf(b3.id), [
      ...recent(2),
      ...Array.from({ length: 4 }, () => ({ date: addMonths(today, -13), amount: 500 })),
    ]);
    await bankOf(b6.id);
    await t.ctx.db.insert(reportLocks).values([
      { businessId: b6.id, type: 'profit-and-loss', from: '2025-07-01', to: '2026-06-30' },
      { businessId: b6.id, type: 'balance-sheet', from: '2025-07-01', to: '2026-06-30', status: 'approved' },
    ]);

    const sa = await dashboard(w.users.sa.token);
    expect(sa.charts.topBusinessesByTransactions.map((b) => [b.businessId, b.transactions])).toEqual([
      [b1.id, 3],
      [b3.id, 2],
    ]);
    expect(sa.charts.topBusinessesByOpenWork.map((b) => [b.businessId, b.uncoded, b.awaitingApproval])).toEqual([
      [b3.id, 6, 0],
      [b1.id, 3, 0],
      [b6.id, 0, 1],
    ]);
    expect(sa.latest.reports.map((r) => [r.businessId, r.type, r.status])).toEqual(
      expect.arrayContaining([
        [b6.id, 'profit-and-loss', 'waiting_approval'],
        [b6.id, 'balance-sheet', 'approved'],
      ]),
    );

    const cm = await dashboard(w.users.cmA1.token);
    expect(cm.charts.topBusinessesByTransactions.map((b) => b.businessId)).toEqual([b1.id]);
    expect(cm.charts.topBusinessesByOpenWork.map((b) => b.businessId)).toEqual([b1.id]);
    expect(cm.latest.reports).toEqual([]);
  });

  it('is documented in OpenAPI', async () => {
    expect((await t.api.get('/api/docs/json')).body.paths?.['/api/v1/dashboard']).toBeDefined();
  });

  it('answers 401 without a token', async () => {
    expect((await t.api.get('/api/v1/dashboard')).status).toBe(401);
  });
});
