/** Regions: listed to staff, added and renamed by a Super Admin. */
import { Role } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildRegion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import type { RegionDto } from './regions.schema.js';

describe('regions', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  it('lists every region by name to staff, and not to a portal Client', async () => {
    await buildRegion(t.ctx, { name: 'Victoria' });
    await buildRegion(t.ctx, { name: 'New South Wales' });
    const caseManager = await buildUser(t.ctx, { roleId: Role.CaseManager });
    const res = await t.api.get<{ data: RegionDto[]; pagination: { total: number } }>('/api/v1/regions', { token: caseManager.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.name)).toEqual(['New South Wales', 'Victoria']);
    expect(res.body.pagination.total).toBe(2);
    const client = await buildUser(t.ctx, { roleId: Role.Client, clientId: (await buildClient(t.ctx)).id });
    expect((await t.api.get('/api/v1/regions', { token: client.token })).status).toBe(403);
  });

  it('lets a Super Admin add and rename regions, with unique names and an audit trail', async () => {
    const created = await t.api.post<{ data: RegionDto }>('/api/v1/regions', { name: ' Queensland ' }, { token: admin.token });
    expect(created.status).toBe(201);
    expect(created.body.data.name).toBe('Queensland');
    expect((await t.api.post('/api/v1/regions', { name: 'Queensland' }, { token: admin.token })).status).toBe(409);
    const renamed = await t.api.patch<{ data: RegionDto }>(
      `/api/v1/regions/${created.body.data.id}`,
      { name: 'QLD' },
      { token: admin.token },
    );
    expect(renamed.body.data.name).toBe('QLD');
    const other = await buildRegion(t.ctx, { name: 'Tasmania' });
    expect((await t.api.patch(`/api/v1/regions/${other.id}`, { name: 'QLD' }, { token: admin.token })).status).toBe(409);
    expect((await t.api.post('/api/v1/regions', { name: '' }, { token: admin.token })).status).toBe(400);
    const trail = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, created.body.data.id)).orderBy(auditLogs.id);
    expect(trail.map((e) => [e.action, (e.before as { name?: string } | null)?.name ?? null, (e.after as { name: string }).name])).toEqual([
      ['region.created', null, 'Queensland'],
      ['region.updated', 'Queensland', 'QLD'],
    ]);
  });

  it('refuses changes to anyone but a Super Admin (403)', async () => {
    const regionAdmin = await buildUser(t.ctx, { roleId: Role.RegionAdmin });
    const region = await buildRegion(t.ctx);
    expect((await t.api.post('/api/v1/regions', { name: 'Mine' }, { token: regionAdmin.token })).status).toBe(403);
    expect((await t.api.patch(`/api/v1/regions/${region.id}`, { name: 'Mine' }, { token: regionAdmin.token })).status).toBe(403);
  });
});
