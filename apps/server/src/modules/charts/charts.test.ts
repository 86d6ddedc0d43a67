/** Templates: the seeded Australian chart, Super Admin edits, brand templates, CSV both ways. */
import { Role, type RoleId } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { ensureReferenceData } from '../../seed/reference.js';
import { brands } from '../brands/brands.tables.js';
import type { AccountDto, ChartDto } from './charts.schema.js';

type List<T> = { data: T[]; pagination: { total: number } };
type One<T> = { data: T; message: string };

const csvForm = (text: string) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'chart.csv');
  return form;
};

describe('chart-of-accounts templates', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let system: ChartDto;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    const res = await t.api.get<List<ChartDto>>('/api/v1/charts?kind=system', { token: admin.token });
    const found = res.body.data.find((c) => c.name === 'Australian small business');
    if (!found) throw new Error('default template missing');
    system = found;
  });
  afterAll(() => t.close());

  const accountsOf = async (chartId: string, token = admin.token) =>
    (await t.api.get<List<AccountDto>>(`/api/v1/charts/${chartId}/accounts`, { token })).body.data;

  it('seeds the Australian small-business template once, with its system roles', async () => {
    expect(await ensureReferenceData(t.ctx.db)).toBeUndefined();
    const all = await t.api.get<List<ChartDto>>('/api/v1/charts', { token: admin.token });
    expect(all.body.data.filter((c) => c.name === 'Australian small business')).toHaveLength(1);
    expect(system.accountCount).toBeGreaterThanOrEqual(75);
    const accounts = await accountsOf(system.id);
    expect(accounts).toHaveLength(system.accountCount);
    const byRole = new Map(accounts.flatMap((a) => (a.systemRole ? [[a.systemRole, a] as const] : [])));
    expect(byRole.get('gst')).toMatchObject({ code: '2-1300', type: 'liability', taxCode: 'N-T' });
    expect(byRole.get('retained_earnings')).toMatchObject({ code: '3-8000', type: 'equity' });
    expect(byRole.get('suspense')).toBeDefined();
    const byName = (name: string) => accounts.find((a) => a.name === name);
    expect(byName('Business cheque account')).toMatchObject({ type: 'asset', subtype: 'bank' });
    expect(byName('Interest income')).toMatchObject({ type: 'other_income', taxCode: 'ITS' });
    expect(byName('Wages and salaries')).toMatchObject({ type: 'expense', taxCode: 'N-T' });
    expect(byName('Rent')).toMatchObject({ taxCode: 'GST' });
    expect(accounts.filter((a) => a.type === 'cost_of_sales').every((a) => a.subtype === 'direct_costs')).toBe(true);
    expect(new Set(accounts.map((a) => a.code)).size).toBe(accounts.length);
  });

  it('lets staff read templates and only a Super Admin change them', async () => {
    const others: RoleId[] = [Role.RegionAdmin, Role.CaseManager, Role.BrandAdmin, Role.BrandManager, Role.Supervisor];
    for (const roleId of others) {
      const { token } = await buildUser(t.ctx, { roleId });
      expect((await t.api.get(`/api/v1/charts/${system.id}/accounts`, { token })).status, `role ${roleId}`).toBe(200);
      expect((await t.api.post('/api/v1/charts', { name: 'Mine' }, { token })).status).toBe(403);
      expect(
        (await t.api.post(`/api/v1/charts/${system.id}/accounts`, { code: '6-9999', name: 'X', type: 'expense' }, { token })).status,
      ).toBe(403);
    }
    const client = await buildUser(t.ctx, { roleId: Role.Client });
    expect((await t.api.get('/api/v1/charts', { token: client.token })).status).toBe(403);
    expect((await t.api.get('/api/v1/charts')).status).toBe(401);
  });

  it('copies a template, keeps codes unique per chart (409) and validates types', async () => {
    const copy = await t.api.post<One<ChartDto>>('/api/v1/charts', { name: 'Trades', sourceChartId: system.id }, { token: admin.token });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ kind: 'system', name: 'Trades', sourceChartId: system.id, accountCount: system.accountCount });
    const id = copy.body.data.id;
    expect((await t.api.post('/api/v1/charts', { name: 'trades' }, { token: admin.token })).status).toBe(409);

    const dup = await t.api.post<One<AccountDto>>(
      `/api/v1/charts/${id}/accounts`,
      { code: '6-1250', name: 'Rent again', type: 'expense' },
      { token: admin.token },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('The code "6-1250" is already used by "Rent" in this chart. Account codes are unique per chart.');
    // The same code in another chart is fine.
    const tools = await t.api.post<One<AccountDto>>(
      `/api/v1/charts/${id}/accounts`,
      { code: '6-5000', name: 'Tools', type: 'expense', taxCode: 'GST' },
      { token: admin.token },
    );
    expect(tools.status).toBe(201);
    expect(tools.body.data).toMatchObject({ code: '6-5000', subtype: 'other', active: true, systemRole: null, hasPostings: false });

    const bad = [
      { code: '6-5001', name: 'X', type: 'expenses' },
      { code: '6-5001', name: 'X', type: 'expense', taxCode: 'VAT' },
      { code: '6-5001', name: 'X', type: 'expense', subtype: 'bank' },
      { code: '6 5001', name: 'X', type: 'expense' },
    ];
    for (const body of bad)
      expect((await t.api.post(`/api/v1/charts/${id}/accounts`, body, { token: admin.token })).status, JSON.stringify(body)).toBe(400);

    const renamed = await t.api.patch<One<AccountDto>>(
      `/api/v1/charts/${id}/accounts/${tools.body.data.id}`,
      { code: '6-1250' },
      { token: admin.token },
    );
    expect(renamed.status).toBe(409);
    const gst = (await accountsOf(id)).find((a) => a.systemRole === 'gst');
    const steal = await t.api.patch<One<AccountDto>>(
      `/api/v1/charts/${id}/accounts/${tools.body.data.id}`,
      { systemRole: 'gst' },
      { token: admin.token },
    );
    expect(steal.status).toBe(409);
    expect(steal.body.message).toContain(`already held by ${gst?.code}`);
    expect((await t.api.delete(`/api/v1/charts/${id}/accounts/${gst?.id}`, { token: admin.token })).status).toBe(409);
    expect((await t.api.delete(`/api/v1/charts/${id}/accounts/${tools.body.data.id}`, { token: admin.token })).status).toBe(204);
    // An account of another chart is not found through this one.
    const other = (await accountsOf(system.id))[0];
    expect((await t.api.patch(`/api/v1/charts/${id}/accounts/${other?.id}`, { name: 'Nope' }, { token: admin.token })).status).toBe(404);
  });

  it('exports CSV and imports it back: a round trip changes nothing, edits upsert by code', async () => {
    const { body } = await t.api.post<One<ChartDto>>(
      '/api/v1/charts',
      { name: 'Round trip', sourceChartId: system.id },
      { token: admin.token },
    );
    const id = body.data.id;
    const before = await accountsOf(id);
    const csv = await t.api.get<string>(`/api/v1/charts/${id}/accounts.csv`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    // fetch's text() drops the byte-order mark that lets Excel read the UTF-8.
    expect(csv.body.split('\r\n')[0]).toBe('Code,Name,Type,Subtype,Tax code,Description,Active,System role');

    const same = await t.api.send<One<{ created: number; updated: number; unchanged: number }>>(
      'POST',
      `/api/v1/charts/${id}/accounts/import`,
      csvForm(csv.body),
      { token: admin.token },
    );
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual({ created: 0, updated: 0, unchanged: before.length });
    const strip = (rows: AccountDto[]) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(await accountsOf(id))).toEqual(strip(before));

    const edited = [
      'Code,Name,Type,Tax code,Active',
      '6-1250,Office rent,expense,GST,yes',
      '6-7000,Cleaning,Expense,gst,',
      '8-2000,Other revenue,Other income,ITS,no',
    ].join('\n');
    const upsert = await t.api.send<One<{ created: number; updated: number; unchanged: number }>>(
      'POST',
      `/api/v1/charts/${id}/accounts/import`,
      csvForm(edited),
      { token: admin.token },
    );
    expect(upsert.body.data).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const after = await accountsOf(id);
    expect(after.find((a) => a.code === '6-1250')?.name).toBe('Office rent');
    expect(after.find((a) => a.code === '8-2000')).toMatchObject({ type: 'other_income', active: false, taxCode: 'ITS', subtype: 'other' });
    expect(after).toHaveLength(before.length + 2);
  });

  it('refuses a bad import whole, naming every bad line, and writes nothing', async () => {
    const { body } = await t.api.post<One<ChartDto>>(
      '/api/v1/charts',
      { name: 'Strict', sourceChartId: system.id },
      { token: admin.token },
    );
    const id = body.data.id;
    const before = await accountsOf(id);
    const csv = [
      'Code,Name,Type,Tax code',
      '6-1250,Renamed,expense,GST',
      '6-8000,Fine,expense,GST',
      '6-8001,Wrong,expensive,GST',
      '6-8002,Taxing,expense,VAT',
      '6-8000,Twice,expense,GST',
    ].join('\n');
    const res = await t.api.send<One<unknown>>('POST', `/api/v1/charts/${id}/accounts/import`, csvForm(csv), { token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('3 problems');
    expect(res.body.message).toContain("Line 4: type 'expensive' is not valid");
    expect(res.body.message).toContain("Line 5: tax code 'VAT' is not valid");
    expect(res.body.message).toContain('Line 6: the code 6-8000 is also on line 3');
    expect(await accountsOf(id)).toEqual(before);
  });

  it('derives a brand template that the brand’s new businesses start from', async () => {
    const brand = await buildBrand(t.ctx, { name: 'Harbour' });
    expect((await t.api.get<One<ChartDto | null>>(`/api/v1/brands/${brand.id}/chart`, { token: admin.token })).body.data).toBeNull();
    const derived = await t.api.post<One<ChartDto>>(
      `/api/v1/brands/${brand.id}/chart`,
      { sourceChartId: system.id },
      { token: admin.token },
    );
    expect(derived.status).toBe(201);
    expect(derived.body.data).toMatchObject({
      kind: 'brand',
      brandId: brand.id,
      brandName: 'Harbour',
      sourceChartId: system.id,
      accountCount: system.accountCount,
    });
    const [stored] = await t.ctx.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(stored?.coaTemplateId).toBe(derived.body.data.id);
    expect((await t.api.get<One<ChartDto | null>>(`/api/v1/brands/${brand.id}/chart`, { token: admin.token })).body.data?.id).toBe(
      derived.body.data.id,
    );
    // Only from a system template.
    expect(
      (await t.api.post(`/api/v1/brands/${brand.id}/chart`, { sourceChartId: derived.body.data.id }, { token: admin.token })).status,
    ).toBe(400);

    // Brand staff see the system templates and their own brand's only.
    const other = await buildBrand(t.ctx);
    const otherChart = await t.api.post<One<ChartDto>>(
      `/api/v1/brands/${other.id}/chart`,
      { sourceChartId: system.id },
      { token: admin.token },
    );
    const brandAdmin = await buildUser(t.ctx, { roleId: Role.BrandAdmin, brandId: brand.id });
    const seen = (await t.api.get<List<ChartDto>>('/api/v1/charts', { token: brandAdmin.token })).body.data.map((c) => c.id);
    expect(seen).toContain(derived.body.data.id);
    expect(seen).toContain(system.id);
    expect(seen).not.toContain(otherChart.body.data.id);
    expect((await t.api.get(`/api/v1/charts/${otherChart.body.data.id}/accounts`, { token: brandAdmin.token })).status).toBe(404);
  });

  it('is documented in OpenAPI', async () => {
    const res = await t.api.get<{ paths: Record<string, unknown> }>('/api/docs/json');
    for (const path of [
      '/api/v1/charts',
      '/api/v1/charts/{id}/accounts',
      '/api/v1/charts/{id}/accounts.csv',
      '/api/v1/charts/{id}/accounts/import',
      '/api/v1/brands/{id}/chart',
    ]) {
      expect(res.body.paths[path], path).toBeDefined();
    }
  });
});
