/** White Label Management: Super Admin only; two-step creation; search, filters, paging; deactivation. */
import { Role, type RoleId } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildClient, buildService, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import type { BrandDetailDto, BrandDto } from './brands.schema.js';

type Detail = { data: BrandDetailDto; message: string };

describe('brands', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  it('answers 403 to every other role, on every brand endpoint', async () => {
    const brand = await buildBrand(t.ctx);
    const others: RoleId[] = [Role.RegionAdmin, Role.CaseManager, Role.BrandAdmin, Role.BrandManager, Role.Client, Role.Supervisor];
    for (const roleId of others) {
      const { token } = await buildUser(t.ctx, { roleId, brandId: roleId === Role.BrandAdmin ? brand.id : null });
      const calls = [
        t.api.get('/api/v1/brands', { token }),
        t.api.get(`/api/v1/brands/${brand.id}`, { token }),
        t.api.post('/api/v1/brands', { name: 'N', slug: 'n-n', contactEmail: 'a@b.example' }, { token }),
        t.api.patch(`/api/v1/brands/${brand.id}`, { name: 'Mine now' }, { token }),
        t.api.put(`/api/v1/brands/${brand.id}/services`, { serviceIds: [] }, { token }),
        t.api.send('POST', `/api/v1/brands/${brand.id}/logo`, new FormData(), { token }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status, `role ${roleId}`).toBe(403);
    }
  });

  it('creates a brand in two steps: details, then services and chart template', async () => {
    const created = await t.api.post<Detail>(
      '/api/v1/brands',
      { name: 'Saigon Books', slug: 'saigon-books', primaryColor: '#AA3300', contactEmail: 'Hello@SaigonBooks.example' },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Saigon Books',
      slug: 'saigon-books',
      primaryColor: '#aa3300',
      contactEmail: 'hello@saigonbooks.example',
      status: 'active',
      logoUrl: null,
      services: [],
      clientCounts: { active: 0, inactive: 0, archived: 0, total: 0 },
    });
    const id = created.body.data.id;
    const [bookkeeping, bas] = [
      await buildService(t.ctx, { name: 'Bookkeeping', sortOrder: 1 }),
      await buildService(t.ctx, { name: 'BAS lodgement', sortOrder: 2 }),
    ];
    const step2 = await t.api.put<Detail>(
      `/api/v1/brands/${id}/services`,
      { serviceIds: [bas.id, bookkeeping.id, bas.id] },
      { token: admin.token },
    );
    expect(step2.status).toBe(200);
    expect(step2.body.data.services.map((s) => s.name)).toEqual(['Bookkeeping', 'BAS lodgement']);
    const again = await t.api.put<Detail>(`/api/v1/brands/${id}/services`, { serviceIds: [bas.id] }, { token: admin.token });
    expect(again.body.data.services.map((s) => s.name)).toEqual(['BAS lodgement']);

    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await t.api.put(`/api/v1/brands/${id}/services`, { serviceIds: [ghost] }, { token: admin.token })).status).toBe(400);
    expect(
      (await t.api.put(`/api/v1/brands/${id}/services`, { serviceIds: [], coaTemplateId: ghost }, { token: admin.token })).status,
    ).toBe(400);
    const retired = await buildService(t.ctx, { active: false });
    expect((await t.api.put(`/api/v1/brands/${id}/services`, { serviceIds: [retired.id] }, { token: admin.token })).status).toBe(400);

    const actions = await t.ctx.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, id))
      .orderBy(auditLogs.id);
    expect(actions.map((a) => a.action)).toEqual(['brand.created', 'brand.services_set', 'brand.services_set']);
  });

  it('refuses a slug in use (409) and malformed details (400)', async () => {
    await buildBrand(t.ctx, { slug: 'taken-slug' });
    const body = { name: 'Clash', slug: 'taken-slug', contactEmail: 'c@example.test' };
    const clash = await t.api.post<Detail>('/api/v1/brands', body, { token: admin.token });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/taken-slug/);
    const other = await buildBrand(t.ctx);
    expect((await t.api.patch(`/api/v1/brands/${other.id}`, { slug: 'taken-slug' }, { token: admin.token })).status).toBe(409);
    for (const bad of [
      { slug: 'Has Spaces' },
      { slug: 'UPPER' },
      { slug: '-edge-' },
      { primaryColor: 'red' },
      { primaryColor: '#12345' },
      { contactEmail: 'nope' },
      { name: '' },
    ]) {
      const res = await t.api.post('/api/v1/brands', { ...body, slug: 'fresh-slug', ...bad }, { token: admin.token });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('lists with keyword, status filter, sort and paging, counting clients', async () => {
    const a = await buildBrand(t.ctx, { name: 'Zeta Accounting', slug: 'zeta-accounting', contactEmail: 'hi@zeta.example' });
    await buildBrand(t.ctx, { name: 'Zeta Payroll', slug: 'zp', contactEmail: 'pay@zp.example', status: 'inactive' });
    await buildClient(t.ctx, { brandId: a.id });
    await buildClient(t.ctx, { brandId: a.id, status: 'archived' });
    const list = async (query: string) =>
      (
        await t.api.get<{ data: BrandDto[]; pagination: { total: number; skip: number; limit: number } }>(`/api/v1/brands?${query}`, {
          token: admin.token,
        })
      ).body;

    const zeta = await list('keyword=ZETA&sort=-name');
    expect(zeta.data.map((b) => b.name)).toEqual(['Zeta Payroll', 'Zeta Accounting']);
    expect(zeta.data[1]?.clientCount).toBe(2);
    expect((await list('keyword=zeta&status=inactive')).data.map((b) => b.slug)).toEqual(['zp']);
    expect((await list('keyword=pay@zp')).pagination.total).toBe(1);
    const page = await list('limit=2&skip=1&sort=name');
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ skip: 1, limit: 2 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(4);

    const detail = await t.api.get<Detail>(`/api/v1/brands/${a.id}`, { token: admin.token });
    expect(detail.body.data.clientCounts).toEqual({ active: 1, inactive: 0, archived: 1, total: 2 });
    expect((await t.api.get(`/api/v1/brands/00000000-0000-4000-8000-000000000000`, { token: admin.token })).status).toBe(404);
  });

  it('deactivates and reactivates a brand, auditing each', async () => {
    const brand = await buildBrand(t.ctx);
    const off = await t.api.patch<Detail>(`/api/v1/brands/${brand.id}`, { status: 'inactive' }, { token: admin.token });
    expect(off.body.data.status).toBe('inactive');
    const on = await t.api.patch<Detail>(`/api/v1/brands/${brand.id}`, { status: 'active', name: 'Renamed' }, { token: admin.token });
    expect(on.body.data).toMatchObject({ status: 'active', name: 'Renamed' });
    const [deactivated] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, brand.id), eq(auditLogs.action, 'brand.deactivated')));
    expect(deactivated).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
  });

  it('shows the public look of a brand by slug, without signing in', async () => {
    await buildBrand(t.ctx, { name: 'Public Face', slug: 'public-face', primaryColor: '#112233' });
    const res = await t.api.get('/api/v1/public/brands/public-face');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { name: 'Public Face', slug: 'public-face', primaryColor: '#112233', logoUrl: null } });
    expect((await t.api.get('/api/v1/public/brands/no-such-brand')).status).toBe(404);
  });
});
