import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { users } from '../users/index.js';

interface Member {
  id: string;
  roleId: number;
  regionId: string | null;
  supervisorId: string | null;
  firstName: string;
  status: string;
}

describe('changing team members', () => {
  let t: TestApp;
  let w: PracticeWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
  });
  afterAll(() => t.close());

  const stored = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];
  const caseManagerA = () => buildUser(t.ctx, { roleId: Role.CaseManager, regionId: w.regionA.id, supervisorId: w.users.supA.user.id });

  it('deactivation ends the member’s sessions; reactivation lets them sign in again', async () => {
    const member = await caseManagerA();
    expect((await t.api.get('/api/v1/businesses', { token: member.token })).status).toBe(200);
    const res = await t.api.post<{ data: Member }>(`/api/v1/users/${member.user.id}/deactivate`, undefined, { token: w.users.supA.token });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('inactive');
    expect((await t.api.get('/api/v1/businesses', { token: member.token })).status).toBe(401);
    expect((await t.api.post('/api/v1/auth/login', { email: member.user.email, password: TEST_PASSWORD })).status).not.toBe(200);

    const back = await t.api.post<{ data: Member }>(`/api/v1/users/${member.user.id}/reactivate`, undefined, { token: w.users.supA.token });
    expect(back.body.data.status).toBe('active');
    // The old token stays dead: only a new sign-in gives access again.
    expect((await t.api.get('/api/v1/businesses', { token: member.token })).status).toBe(401);
    expect((await t.api.post('/api/v1/auth/login', { email: member.user.email, password: TEST_PASSWORD })).status).toBe(200);

    const actions = (await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, member.user.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.deactivated', 'user.reactivated']));
  });

  it('refuses to deactivate yourself, a member above you, or one outside your scope', async () => {
    expect((await t.api.post(`/api/v1/users/${w.users.raA.user.id}/deactivate`, undefined, { token: w.users.raA.token })).status).toBe(400);
    const regionalSuperAdmin = await buildUser(t.ctx, { roleId: Role.SuperAdmin, regionId: w.regionA.id });
    expect(
      (await t.api.post(`/api/v1/users/${regionalSuperAdmin.user.id}/deactivate`, undefined, { token: w.users.raA.token })).status,
    ).toBe(403);
    expect((await t.api.post(`/api/v1/users/${w.users.raA.user.id}/deactivate`, undefined, { token: w.users.supA.token })).status).toBe(
      404,
    );
    expect((await t.api.post(`/api/v1/users/${w.users.cmB.user.id}/deactivate`, undefined, { token: w.users.raA.token })).status).toBe(404);
    expect((await t.api.post(`/api/v1/users/${w.users.cmA1.user.id}/deactivate`, undefined, { token: w.users.cmA2.token })).status).toBe(
      403,
    );
    for (const id of [w.users.raA.user.id, regionalSuperAdmin.user.id, w.users.cmB.user.id, w.users.cmA1.user.id]) {
      expect((await stored(id))?.status).toBe('active');
    }
  });

  it('changes a role only within what the actor may grant, never above the actor', async () => {
    const member = await caseManagerA();
    const patch = (token: string, body: Record<string, unknown>, id = member.user.id) =>
      t.api.patch<{ data: Member }>(`/api/v1/users/${id}`, body, { token });
    expect((await patch(w.users.supA.token, { roleId: Role.RegionAdmin })).status).toBe(403);
    expect((await patch(w.users.raA.token, { roleId: Role.SuperAdmin })).status).toBe(403);
    expect((await patch(w.users.raA.token, { firstName: 'Nope' }, w.users.sa.user.id)).status).toBe(404);
    expect((await patch(w.users.raA.token, { regionId: w.regionB.id })).status).toBe(403);
    expect((await patch(w.users.sa.token, { roleId: Role.RegionAdmin }, w.users.sa.user.id)).status).toBe(400);
    expect(await stored(member.user.id)).toMatchObject({ roleId: Role.CaseManager, regionId: w.regionA.id });

    const promoted = await patch(w.users.raA.token, { roleId: Role.Supervisor, firstName: 'Promoted' });
    expect(promoted.status).toBe(200);
    // A supervisor has no supervisor of their own.
    expect(promoted.body.data).toMatchObject({
      roleId: Role.Supervisor,
      firstName: 'Promoted',
      supervisorId: null,
      regionId: w.regionA.id,
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, member.user.id), eq(auditLogs.action, 'user.updated')));
    expect(audit).toMatchObject({
      actorId: w.users.raA.user.id,
      before: { roleId: Role.CaseManager, supervisorId: w.users.supA.user.id },
      after: { roleId: Role.Supervisor, supervisorId: null, firstName: 'Promoted' },
    });
  });

  it('moves a case manager between supervisors the actor sees', async () => {
    const member = await caseManagerA();
    const newSupervisor = await buildUser(t.ctx, { roleId: Role.Supervisor, regionId: w.regionA.id });
    const url = `/api/v1/users/${member.user.id}`;
    expect((await t.api.patch(url, { supervisorId: w.users.supB.user.id }, { token: w.users.raA.token })).status).toBe(404);
    expect((await t.api.patch(url, { supervisorId: newSupervisor.user.id }, { token: w.users.supA.token })).status).toBe(403);
    const moved = await t.api.patch<{ data: Member }>(url, { supervisorId: newSupervisor.user.id }, { token: w.users.raA.token });
    expect(moved.status).toBe(200);
    expect(moved.body.data.supervisorId).toBe(newSupervisor.user.id);
    // No longer the first supervisor's case manager, so outside their team.
    expect((await t.api.get(url, { token: w.users.supA.token })).status).toBe(404);
  });
});
