/** The practice's tag list: read by whoever reads clients, extended by whoever changes them, changed by a Super Admin only. */
import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildClient, buildRegion, buildTag, buildUser, tagClient, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import type { TagDto } from './tags.schema.js';
import { tags } from './tags.tables.js';

describe('tags', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  it('creates a tag (201), refuses a name in use (409) and a bad colour (400), and audits', async () => {
    const res = await t.api.post<{ data: TagDto; message: string }>(
      '/api/v1/tags',
      { name: 'Payroll', color: 'teal' },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Payroll', color: 'teal', clientCount: 0 });
    const again = await t.api.post<{ message: string }>('/api/v1/tags', { name: 'Payroll' }, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Payroll/);
    expect((await t.api.post('/api/v1/tags', { name: 'Odd', color: 'rainbow' }, { token: admin.token })).status).toBe(400);
    expect((await t.api.post('/api/v1/tags', { name: ' ' }, { token: admin.token })).status).toBe(400);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, res.body.data.id), eq(auditLogs.action, 'tag.created')));
    expect(entry?.after).toEqual({ name: 'Payroll', color: 'teal' });
  });

  it('renames and recolours a tag; a rename onto another tag is a 409', async () => {
    const tag = await buildTag(t.ctx, { name: 'Old name' });
    await buildTag(t.ctx, { name: 'Existing' });
    const res = await t.api.patch<{ data: TagDto }>(
      `/api/v1/tags/${tag.id}`,
      { name: 'New name', color: '#AABBCC' },
      { token: admin.token },
    );
    expect(res.body.data).toMatchObject({ name: 'New name', color: '#aabbcc' });
    expect((await t.api.patch(`/api/v1/tags/${tag.id}`, { name: 'Existing' }, { token: admin.token })).status).toBe(409);
    expect((await t.api.patch(`/api/v1/tags/00000000-0000-4000-8000-000000000000`, { name: 'X' }, { token: admin.token })).status).toBe(
      404,
    );
    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, tag.id), eq(auditLogs.action, 'tag.updated')));
    expect(entry).toMatchObject({ before: { name: 'Old name', color: 'blue' }, after: { name: 'New name', color: '#aabbcc' } });
  });

  it('lists by name with the number of clients the caller can see carrying each', async () => {
    const brand = await buildBrand(t.ctx);
    const brandManager = await buildUser(t.ctx, { roleId: Role.BrandManager, brandId: brand.id });
    const tag = await buildTag(t.ctx, { name: 'Counted' });
    await tagClient(t.ctx, (await buildClient(t.ctx, { brandId: brand.id })).id, tag.id);
    await tagClient(t.ctx, (await buildClient(t.ctx)).id, tag.id);
    const count = async (token: string) =>
      (await t.api.get<{ data: TagDto[] }>('/api/v1/tags?keyword=count', { token })).body.data.map((tg) => [tg.name, tg.clientCount]);
    expect(await count(admin.token)).toEqual([['Counted', 2]]);
    expect(await count(brandManager.token)).toEqual([['Counted', 1]]);
    const all = await t.api.get<{ data: TagDto[]; pagination: { total: number } }>('/api/v1/tags', { token: admin.token });
    expect(all.body.data.map((tg) => tg.name)).toEqual([...all.body.data.map((tg) => tg.name)].sort());
    expect(all.body.pagination.total).toBe(all.body.data.length);
  });

  it('follows the client permissions: a Case Manager may not read, a portal Client may not add', async () => {
    const caseManager = await buildUser(t.ctx, { roleId: Role.CaseManager });
    const client = await buildUser(t.ctx, { roleId: Role.Client, clientId: (await buildClient(t.ctx)).id });
    expect((await t.api.get('/api/v1/tags', { token: caseManager.token })).status).toBe(403);
    expect((await t.api.get('/api/v1/tags', { token: client.token })).status).toBe(200);
    expect((await t.api.post('/api/v1/tags', { name: 'Mine' }, { token: client.token })).status).toBe(403);
  });

  it('lets only a Super Admin rename or recolour a tag, which is on clients of every brand and region', async () => {
    const brand = await buildBrand(t.ctx);
    const region = await buildRegion(t.ctx);
    const tag = await buildTag(t.ctx, { name: 'Shared' });
    // One client the scoped roles below see, one in another brand and region that they do not.
    const mine = await buildClient(t.ctx, { brandId: brand.id, regionId: region.id });
    await tagClient(t.ctx, mine.id, tag.id);
    await tagClient(t.ctx, (await buildClient(t.ctx)).id, tag.id);
    const scoped = [
      await buildUser(t.ctx, { roleId: Role.RegionAdmin, regionId: region.id }),
      await buildUser(t.ctx, { roleId: Role.BrandAdmin, brandId: brand.id }),
      await buildUser(t.ctx, { roleId: Role.BrandManager, brandId: brand.id }),
      await buildUser(t.ctx, { roleId: Role.Supervisor, regionId: region.id }),
      await buildUser(t.ctx, { roleId: Role.Client, clientId: mine.id }),
    ];
    for (const who of scoped) {
      expect((await t.api.patch(`/api/v1/tags/${tag.id}`, { name: 'Renamed', color: 'red' }, { token: who.token })).status).toBe(403);
      // Creating a tag and putting it on their own clients stays theirs to do.
      if (who.user.roleId !== Role.Client)
        expect((await t.api.post('/api/v1/tags', { name: `New ${who.user.id}` }, { token: who.token })).status).toBe(201);
    }
    const [stored] = await t.ctx.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(stored).toMatchObject({ name: 'Shared', color: 'blue' });
    expect((await t.api.patch(`/api/v1/tags/${tag.id}`, { name: 'Renamed' }, { token: admin.token })).status).toBe(200);
  });
});
