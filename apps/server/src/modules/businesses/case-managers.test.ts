import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { businessCaseManagers } from './businesses.tables.js';

interface Lists {
  data: { assigned: Array<{ id: string; email: string }>; assignable: Array<{ id: string }> };
}

describe('case managers of a business', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let inactiveA: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    inactiveA = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: w.regionA.id, status: 'inactive' });
  });
  afterAll(() => t.close());

  const url = (businessId: string) => `/api/v1/businesses/${businessId}/case-managers`;
  const lists = async (token: string, businessId: string) => {
    const res = await t.api.get<Lists>(url(businessId), { token });
    expect(res.status).toBe(200);
    return { assigned: res.body.data.assigned.map((m) => m.id), assignable: new Set(res.body.data.assignable.map((m) => m.id)) };
  };
  const rows = (businessId: string) => t.ctx.db.select().from(businessCaseManagers).where(eq(businessCaseManagers.businessId, businessId));

  it('lists the assigned and the assignable case managers of the caller’s pool', async () => {
    const { b2, b3 } = w.businesses;
    const { cmA1, cmA2, cmB } = w.users;
    // Active case managers only: everyone for a Super Admin, the region's for a Region Admin, their own for a Supervisor.
    expect(await lists(w.users.sa.token, b2.id)).toEqual({ assigned: [], assignable: new Set([cmA1.user.id, cmA2.user.id, cmB.user.id]) });
    expect((await lists(w.users.raA.token, b2.id)).assignable).toEqual(new Set([cmA1.user.id, cmA2.user.id]));
    expect((await lists(w.users.supA.token, b2.id)).assignable).toEqual(new Set([cmA1.user.id]));
    // Whoever sees the business sees who is on it; only assigners get someone to add.
    expect(await lists(w.users.cmA2.token, b3.id)).toEqual({ assigned: [cmA2.user.id], assignable: new Set() });
    expect(inactiveA.user.status).toBe('inactive');
  });

  it('answers 404 for a business outside the scope and 403 to roles that may not assign', async () => {
    expect((await t.api.get(url(w.businesses.b5.id), { token: w.users.raA.token })).status).toBe(404);
    const body = { userIds: [w.users.cmA1.user.id] };
    expect((await t.api.post(url(w.businesses.b5.id), body, { token: w.users.raA.token })).status).toBe(404);
    expect((await t.api.post(url(w.businesses.b1.id), body, { token: w.users.cmA1.token })).status).toBe(403);
    expect((await t.api.post(url(w.businesses.b1.id), body, { token: w.users.baX.token })).status).toBe(403);
  });

  it('adds case managers idempotently, with one audit record for the change', async () => {
    const { b2 } = w.businesses;
    const id = w.users.cmA2.user.id;
    const first = await t.api.post<Lists>(url(b2.id), { userIds: [id, id] }, { token: w.users.raA.token });
    expect(first.status).toBe(200);
    expect(first.body.data.assigned.map((m) => m.id)).toEqual([id]);
    expect(first.body.data.assignable.map((m) => m.id)).not.toContain(id);
    const again = await t.api.post<Lists>(url(b2.id), { userIds: [id] }, { token: w.users.raA.token });
    expect(again.status).toBe(200);
    expect(await rows(b2.id)).toHaveLength(1);
    const audits = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, b2.id), eq(auditLogs.action, 'business.case_managers_added')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ caseManagerIds: [id] });
  });

  it('refuses case managers outside the pool, inactive ones and other roles, adding nobody', async () => {
    const { b1 } = w.businesses;
    const before = await rows(b1.id);
    for (const userId of [w.users.cmB.user.id, inactiveA.user.id, w.users.supA.user.id]) {
      const res = await t.api.post(url(b1.id), { userIds: [w.users.cmA2.user.id, userId] }, { token: w.users.raA.token });
      expect(res.status).toBe(404);
    }
    // A Supervisor assigns their own case managers only.
    expect((await t.api.post(url(b1.id), { userIds: [w.users.cmA2.user.id] }, { token: w.users.supA.token })).status).toBe(404);
    expect(await rows(b1.id)).toEqual(before);
    expect((await t.api.post(url(b1.id), { userIds: [] }, { token: w.users.sa.token })).status).toBe(400);
  });

  it('removes a case manager once, with an audit record', async () => {
    const { b2 } = w.businesses;
    const id = w.users.cmA2.user.id;
    await t.ctx.db.insert(businessCaseManagers).values({ businessId: b2.id, userId: id }).onConflictDoNothing();
    // The Supervisor sees b2 (their client) but cmA2 is not one of their case managers.
    expect((await t.api.delete(`${url(b2.id)}/${id}`, { token: w.users.supA.token })).status).toBe(404);
    expect((await t.api.delete(`${url(b2.id)}/${id}`, { token: w.users.raB.token })).status).toBe(404);
    const res = await t.api.delete<Lists>(`${url(b2.id)}/${id}`, { token: w.users.raA.token });
    expect(res.status).toBe(200);
    expect(res.body.data.assigned).toEqual([]);
    expect((await t.api.delete(`${url(b2.id)}/${id}`, { token: w.users.raA.token })).status).toBe(404);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, b2.id), eq(auditLogs.action, 'business.case_manager_removed')));
    expect(audit).toMatchObject({ actorId: w.users.raA.user.id, before: { caseManagerId: id } });
  });
});
