/** A business's own chart: copied at creation, scoped, protected once it has postings. */
import { Role } from '@ledgerdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { backfillBusinessCharts, findAccountByRole, findOpeningBalanceAccount, getBusinessChartId } from './index.js';
import type { AccountDto, ChartDto } from './charts.schema.js';
import { charts } from './charts.tables.js';

type List<T> = { data: T[]; pagination: { total: number } };
type One<T> = { data: T; message: string };

describe('business chart of accounts', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let admin: BuiltUser;
  let system: ChartDto;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    admin = w.users.sa;
    const res = await t.api.get<List<ChartDto>>('/api/v1/charts?kind=system', { token: admin.token });
    const found = res.body.data.find((c) => c.name === 'Australian small business');
    if (!found) throw new Error('default template missing');
    system = found;
  });
  afterAll(() => t.close());

  const accountsOf = async (businessId: string, token = admin.token) =>
    (await t.api.get<List<AccountDto>>(`/api/v1/businesses/${businessId}/accounts`, { token })).body.data;

  /** A balanced entry straight into the ledger tables, as the ledger module writes them. */
  async function post(businessId: string, lines: Array<[string, number]>) {
    const result = await t.ctx.db.execute(sql`
      insert into journal_entries (business_id, number, date, source)
      values (${businessId}, (select coalesce(max(number), 0) + 1 from journal_entries where business_id = ${businessId}), '2024-08-01', 'manual')
      returning id`);
    const entryId = String(result.rows[0]?.id);
    const values = sql.join(
      lines.map(([account, amount]) => sql`(${entryId}, ${businessId}, '2024-08-01'::date, ${account}::uuid, ${amount})`),
      sql`, `,
    );
    await t.ctx.db.execute(sql`insert into journal_lines (entry_id, business_id, date, account_id, amount) values ${values}`);
  }

  it('gives a business created through the API a copy of the default template, in the same transaction', async () => {
    const res = await t.api.post<One<{ id: string }>>(
      '/api/v1/businesses',
      { clientId: w.clients.c1.id, name: 'Copy Co', gstRegistered: true, gstBasis: 'cash', basFrequency: 'quarterly' },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    const [chart] = await t.ctx.db.select().from(charts).where(eq(charts.businessId, id));
    expect(chart).toMatchObject({ kind: 'business', sourceChartId: system.id, name: 'Copy Co' });
    const accounts = await accountsOf(id);
    expect(accounts).toHaveLength(system.accountCount);
    expect(accounts.every((a) => a.chartId === chart?.id && !a.hasPostings)).toBe(true);
    const logged = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'chart.created'), eq(auditLogs.entityId, chart?.id ?? '')));
    expect(logged[0]?.actorId).toBe(admin.user.id);
  });

  it('starts from the brand’s template when the brand has one', async () => {
    const brand = await buildBrand(t.ctx);
    const derived = await t.api.post<One<ChartDto>>(
      `/api/v1/brands/${brand.id}/chart`,
      { sourceChartId: system.id, name: 'Lean' },
      { token: admin.token },
    );
    const extra = await t.api.post(
      `/api/v1/charts/${derived.body.data.id}/accounts`,
      { code: '6-9100', name: 'Brand special', type: 'expense' },
      { token: admin.token },
    );
    expect(extra.status).toBe(201);
    const client = await buildClient(t.ctx, { brandId: brand.id });
    const res = await t.api.post<One<{ id: string }>>(
      '/api/v1/businesses',
      { clientId: client.id, name: 'Branded', gstRegistered: true, gstBasis: 'cash', basFrequency: 'quarterly' },
      { token: admin.token },
    );
    const accounts = await accountsOf(res.body.data.id);
    expect(accounts).toHaveLength(system.accountCount + 1);
    expect(accounts.map((a) => a.code)).toContain('6-9100');
  });

  it('makes the chart on first use for a business that has none, and finds accounts for the ledger', async () => {
    const business = await buildBusiness(t.ctx, { clientId: w.clients.c2.id });
    const [id1, id2] = await Promise.all([getBusinessChartId(t.ctx.db, business.id), getBusinessChartId(t.ctx.db, business.id)]);
    expect(id1).toBe(id2);
    expect((await findAccountByRole(t.ctx.db, business.id, 'gst'))?.code).toBe('2-1300');
    expect((await findOpeningBalanceAccount(t.ctx.db, business.id))?.name).toBe("Owner's capital");
    expect(await accountsOf(business.id)).toHaveLength(system.accountCount);
  });

  it('gives every business without a chart its copy at start-up, in one statement', async () => {
    const brand = await buildBrand(t.ctx);
    const lean = await t.api.post<One<ChartDto>>(
      `/api/v1/brands/${brand.id}/chart`,
      { sourceChartId: system.id, name: 'Backfill brand' },
      { token: admin.token },
    );
    await t.api.delete(
      `/api/v1/charts/${lean.body.data.id}/accounts/${(await t.api.get<List<AccountDto>>(`/api/v1/charts/${lean.body.data.id}/accounts?keyword=Goodwill`, { token: admin.token })).body.data[0]?.id}`,
      { token: admin.token },
    );
    const plain = await buildBusiness(t.ctx, { clientId: w.clients.c3.id });
    const branded = await buildBusiness(t.ctx, { clientId: (await buildClient(t.ctx, { brandId: brand.id })).id });
    expect(await backfillBusinessCharts(t.ctx.db)).toBeGreaterThanOrEqual(2);
    expect(await backfillBusinessCharts(t.ctx.db)).toBe(0);
    const [plainChart] = await t.ctx.db.select().from(charts).where(eq(charts.businessId, plain.id));
    const [brandedChart] = await t.ctx.db.select().from(charts).where(eq(charts.businessId, branded.id));
    expect(plainChart?.sourceChartId).toBe(system.id);
    expect(brandedChart?.sourceChartId).toBe(lean.body.data.id);
    expect(await accountsOf(plain.id)).toHaveLength(system.accountCount);
    expect(await accountsOf(branded.id)).toHaveLength(system.accountCount - 1);
  });

  it('adds, edits, deactivates and deletes accounts; an account with postings can only be deactivated', async () => {
    const id = w.businesses.b1.id;
    const accounts = await accountsOf(id);
    const bank = accounts.find((a) => a.code === '1-1110');
    const sales = accounts.find((a) => a.code === '4-1000');
    if (!bank || !sales) throw new Error('template accounts missing');
    await post(id, [
      [bank.id, 11000],
      [sales.id, -11000],
    ]);
    const after = await accountsOf(id);
    expect(after.find((a) => a.id === sales.id)?.hasPostings).toBe(true);
    expect(after.find((a) => a.code === '4-1100')?.hasPostings).toBe(false);

    const refused = await t.api.delete<One<unknown>>(`/api/v1/businesses/${id}/accounts/${sales.id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This account has postings; deactivate it instead.');
    const off = await t.api.patch<One<AccountDto>>(
      `/api/v1/businesses/${id}/accounts/${sales.id}`,
      { active: false },
      { token: admin.token },
    );
    expect(off.body.data).toMatchObject({ active: false, hasPostings: true });
    expect((await accountsOf(id)).length).toBe(accounts.length);

    const created = await t.api.post<One<AccountDto>>(
      `/api/v1/businesses/${id}/accounts`,
      { code: '6-9000', name: 'Tools', type: 'expense', taxCode: 'GST' },
      { token: w.users.cmA1.token },
    );
    expect(created.status).toBe(201);
    expect(
      (await t.api.post(`/api/v1/businesses/${id}/accounts`, { code: '6-9000', name: 'Again', type: 'expense' }, { token: admin.token }))
        .status,
    ).toBe(409);
    expect((await t.api.delete(`/api/v1/businesses/${id}/accounts/${created.body.data.id}`, { token: admin.token })).status).toBe(204);

    const gst = accounts.find((a) => a.systemRole === 'gst');
    expect((await t.api.patch(`/api/v1/businesses/${id}/accounts/${gst?.id}`, { active: false }, { token: admin.token })).status).toBe(409);
    // Another business's account is not found through this business.
    const foreign = (await accountsOf(w.businesses.b2.id))[0];
    expect((await t.api.patch(`/api/v1/businesses/${id}/accounts/${foreign?.id}`, { name: 'Mine' }, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('answers 404 outside the caller’s scope and 403 to a client who tries to change it', async () => {
    const b3 = w.businesses.b3.id;
    const b1 = w.businesses.b1.id;
    const account = (await accountsOf(b3))[0];
    const outsider = w.users.cmA1;
    expect((await t.api.get(`/api/v1/businesses/${b3}/accounts`, { token: outsider.token })).status).toBe(404);
    expect((await t.api.get(`/api/v1/businesses/${b3}/accounts.csv`, { token: outsider.token })).status).toBe(404);
    expect(
      (await t.api.post(`/api/v1/businesses/${b3}/accounts`, { code: '6-9001', name: 'X', type: 'expense' }, { token: outsider.token }))
        .status,
    ).toBe(404);
    expect((await t.api.patch(`/api/v1/businesses/${b3}/accounts/${account?.id}`, { name: 'X' }, { token: outsider.token })).status).toBe(
      404,
    );
    expect((await t.api.delete(`/api/v1/businesses/${b3}/accounts/${account?.id}`, { token: outsider.token })).status).toBe(404);
    expect((await t.api.send('POST', `/api/v1/businesses/${b3}/accounts/import`, new FormData(), { token: outsider.token })).status).toBe(
      404,
    );

    const portal = w.users.portal;
    expect((await t.api.get(`/api/v1/businesses/${b1}/accounts`, { token: portal.token })).status).toBe(200);
    expect(
      (await t.api.post(`/api/v1/businesses/${b1}/accounts`, { code: '6-9002', name: 'X', type: 'expense' }, { token: portal.token }))
        .status,
    ).toBe(403);
    const stranger = await buildUser(t.ctx, { roleId: Role.Client, clientId: w.clients.c2.id });
    expect((await t.api.get(`/api/v1/businesses/${b1}/accounts`, { token: stranger.token })).status).toBe(404);
  });
});
