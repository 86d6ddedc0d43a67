/** The services catalogue: every staff member reads it, only a Super Admin edits it. */
import { Role } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildService, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import type { ServiceDto } from './services.schema.js';

describe('services', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  it('creates, edits and retires a service, auditing each change', async () => {
    const created = await t.api.post<{ data: ServiceDto }>(
      '/api/v1/services',
      { name: 'Payroll', description: 'Pay runs and STP', sortOrder: 3 },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Payroll', description: 'Pay runs and STP', active: true, sortOrder: 3 });
    const id = created.body.data.id;
    const edited = await t.api.patch<{ data: ServiceDto }>(
      `/api/v1/services/${id}`,
      { name: 'Payroll & STP', active: false },
      { token: admin.token },
    );
    expect(edited.body.data).toMatchObject({ name: 'Payroll & STP', active: false, sortOrder: 3 });
    const trail = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, id)).orderBy(auditLogs.id);
    expect(trail.map((e) => e.action)).toEqual(['service.created', 'service.updated']);
    expect(trail[1]).toMatchObject({ before: { name: 'Payroll', active: true }, after: { name: 'Payroll & STP', active: false } });
  });

  it('keeps names unique (409) and validates input (400)', async () => {
    await buildService(t.ctx, { name: 'Tax return' });
    expect((await t.api.post('/api/v1/services', { name: 'Tax return' }, { token: admin.token })).status).toBe(409);
    const other = await buildService(t.ctx);
    expect((await t.api.patch(`/api/v1/services/${other.id}`, { name: 'Tax return' }, { token: admin.token })).status).toBe(409);
    expect((await t.api.post('/api/v1/services', { name: '' }, { token: admin.token })).status).toBe(400);
    expect((await t.api.post('/api/v1/services', { name: 'X', sortOrder: -1 }, { token: admin.token })).status).toBe(400);
    expect((await t.api.patch(`/api/v1/services/${other.id}`, {}, { token: admin.token })).status).toBe(400);
    expect((await t.api.patch('/api/v1/services/00000000-0000-4000-8000-000000000000', { name: 'Y' }, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('lists in display order for any staff member, and only active ones on request', async () => {
    await buildService(t.ctx, { name: 'Zzz first', sortOrder: -5 });
    await buildService(t.ctx, { name: 'Retired', active: false, sortOrder: 0 });
    const supervisor = await buildUser(t.ctx, { roleId: Role.Supervisor });
    const all = await t.api.get<{ data: ServiceDto[] }>('/api/v1/services', { token: supervisor.token });
    expect(all.status).toBe(200);
    expect(all.body.data[0]?.name).toBe('Zzz first');
    const active = await t.api.get<{ data: ServiceDto[] }>('/api/v1/services?active=true', { token: supervisor.token });
    expect(active.body.data.every((s) => s.active)).toBe(true);
    expect((await t.api.get('/api/v1/services?active=yes', { token: supervisor.token })).status).toBe(400);
  });

  it('lets only a Super Admin change the catalogue, and no portal Client read it (403)', async () => {
    const regionAdmin = await buildUser(t.ctx, { roleId: Role.RegionAdmin });
    const service = await buildService(t.ctx);
    expect((await t.api.post('/api/v1/services', { name: 'Nope' }, { token: regionAdmin.token })).status).toBe(403);
    expect((await t.api.patch(`/api/v1/services/${service.id}`, { name: 'Nope' }, { token: regionAdmin.token })).status).toBe(403);
    const client = await buildUser(t.ctx, { roleId: Role.Client, clientId: (await buildClient(t.ctx)).id });
    expect((await t.api.get('/api/v1/services', { token: client.token })).status).toBe(403);
  });
});
