/** Each role sees exactly its clients, and a client outside the scope can be neither read nor changed. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { buildTag } from '../../../test/factories.js';
import { clients } from '../users/users.tables.js';
import { buildScopeWorld, type ScopeWorld } from './scope-world.fixture.js';

interface ListAnswer {
  data: Array<{ id: string }>;
  pagination: { skip: number; limit: number; total: number };
}

describe('client scope', () => {
  let t: TestApp;
  let w: ScopeWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildScopeWorld(t.ctx);
  });
  afterAll(() => t.close());

  describe("the list returns exactly the caller's scope", () => {
    it.each([0, 1, 2, 3, 4, 5])('role #%i', async (index) => {
      const { role, actor, sees } = w.roles[index] ?? expect.unreachable();
      const res = await t.api.get<ListAnswer>('/api/v1/clients?limit=100', { token: actor.token });
      expect(res.status, role).toBe(200);
      expect(res.body.data.map((c) => c.id).sort(), role).toEqual(sees);
      expect(res.body.pagination.total, role).toBe(sees.length);
    });
  });

  it('refuses the client list, export and page to a Case Manager (403)', async () => {
    const token = w.ownCaseManager.token;
    expect((await t.api.get('/api/v1/clients', { token })).status).toBe(403);
    expect((await t.api.get('/api/v1/clients/export.csv', { token })).status).toBe(403);
    expect((await t.api.get(`/api/v1/clients/${w.clients.c4.id}`, { token })).status).toBe(403);
  });

  it('asks for a sign-in without a token (401)', async () => {
    expect((await t.api.get('/api/v1/clients')).status).toBe(401);
  });

  it("exports exactly the caller's scope", async () => {
    for (const { role, actor, sees } of w.roles) {
      const res = await t.api.get<string>('/api/v1/clients/export.csv?sort=code', { token: actor.token });
      expect(res.status, role).toBe(200);
      const codes = res.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      const expected = Object.values(w.clients)
        .filter((c) => sees.includes(c.id))
        .map((c) => c.code)
        .sort();
      expect(codes, role).toEqual(expected);
    }
  });

  it('answers 404 for a client outside the scope, and 200 inside', async () => {
    for (const { role, actor, sees } of w.roles) {
      for (const id of w.all) {
        const res = await t.api.get(`/api/v1/clients/${id}`, { token: actor.token });
        expect(res.status, `${role} reading ${id}`).toBe(sees.includes(id) ? 200 : 404);
      }
    }
  });

  it('changes nothing of a client outside the scope: every write answers 404', async () => {
    const target = w.clients.c3; // region B: outside Region Admin A's scope
    const archived = w.clients.c6;
    const token = w.regionAdmin.token;
    const tag = await buildTag(t.ctx);
    const [before] = await t.ctx.db.select().from(clients).where(eq(clients.id, target.id));
    const attempts = [
      t.api.patch(`/api/v1/clients/${target.id}`, { name: 'Taken over' }, { token }),
      t.api.post(`/api/v1/clients/${target.id}/archive`, undefined, { token }),
      t.api.post(`/api/v1/clients/${target.id}/deactivate`, undefined, { token }),
      t.api.post(`/api/v1/clients/${target.id}/assign`, { supervisorId: null }, { token }),
      t.api.put(`/api/v1/clients/${target.id}/tags`, { tagIds: [tag.id] }, { token }),
      t.api.post(`/api/v1/clients/${target.id}/tags`, { tagId: tag.id }, { token }),
      t.api.post(`/api/v1/clients/${target.id}/portal-users`, { email: 'new@example.test', firstName: 'N', lastName: 'U' }, { token }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    // An archived client the Supervisor neither supervises nor works on through a case manager.
    const del = await t.api.delete(`/api/v1/clients/${archived.id}?confirm=${archived.code}`, { token: w.supervisor.token });
    expect(del.status).toBe(404);

    const [after] = await t.ctx.db.select().from(clients).where(eq(clients.id, target.id));
    expect(after).toEqual(before);
    expect(await t.ctx.db.select().from(clients).where(eq(clients.id, archived.id))).toHaveLength(1);
    const trail = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, target.id));
    expect(trail).toHaveLength(0);
  });

  it('bulk changes touch only the clients in scope', async () => {
    const { c1, c2, c3 } = w.clients;
    const res = await t.api.post<{ data: { affected: number; skipped: number; affectedIds: string[] } }>(
      '/api/v1/clients/bulk',
      { ids: [c1.id, c2.id, c3.id], action: 'deactivate' },
      { token: w.regionAdmin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.affectedIds.sort()).toEqual([c1.id, c2.id].sort());
    expect(res.body.data).toMatchObject({ affected: 2, skipped: 1 });
    const [untouched] = await t.ctx.db.select({ status: clients.status }).from(clients).where(eq(clients.id, c3.id));
    expect(untouched?.status).toBe('active');
  });
});
