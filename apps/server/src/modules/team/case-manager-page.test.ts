import { Role } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { businesses } from '../businesses/index.js';

interface Workload {
  businesses: number;
  activeBusinesses: number;
  clients: number;
}
interface CaseManagerPage {
  data: {
    user: { id: string };
    supervisor: { id: string } | null;
    businesses: Array<{ id: string; name: string; clientName: string; status: string }>;
    workload: Workload;
  };
}
interface SupervisorTeam {
  data: { supervisor: { id: string }; caseManagers: Array<{ id: string; workload: Workload }> };
}

describe('case-manager page', () => {
  let t: TestApp;
  let w: PracticeWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    // An archived business of a third client for cmA1, in region B: Region Admin A does not see it.
    const archived = await buildBusiness(t.ctx, { clientId: w.clients.c3.id, caseManagerIds: [w.users.cmA1.user.id] });
    await t.ctx.db.update(businesses).set({ status: 'archived' }).where(eq(businesses.id, archived.id));
  });
  afterAll(() => t.close());

  const page = (id: string, token: string) => t.api.get<CaseManagerPage>(`/api/v1/users/${id}/case-manager`, { token });

  it('shows a case manager’s supervisor, businesses and workload within the caller’s scope', async () => {
    const { cmA1, supA, sa, raA } = w.users;
    const all = await page(cmA1.user.id, sa.token);
    expect(all.status).toBe(200);
    expect(all.body.data.user.id).toBe(cmA1.user.id);
    expect(all.body.data.supervisor?.id).toBe(supA.user.id);
    expect(all.body.data.workload).toEqual({ businesses: 3, activeBusinesses: 2, clients: 3 });
    expect(all.body.data.businesses.find((b) => b.id === w.businesses.b1.id)).toMatchObject({
      name: w.businesses.b1.name,
      clientName: w.clients.c1.name,
      status: 'active',
    });

    const regional = await page(cmA1.user.id, raA.token);
    expect(new Set(regional.body.data.businesses.map((b) => b.id))).toEqual(new Set([w.businesses.b1.id, w.businesses.b4.id]));
    expect(regional.body.data.workload).toEqual({ businesses: 2, activeBusinesses: 2, clients: 2 });
  });

  it('answers 404 for a non-case-manager or one outside the team, 403 to roles without the team', async () => {
    expect((await page(w.users.supA.user.id, w.users.sa.token)).status).toBe(404);
    expect((await page(w.users.cmA1.user.id, w.users.raB.token)).status).toBe(404);
    expect((await page(w.users.cmA2.user.id, w.users.supA.token)).status).toBe(404);
    expect((await page(w.users.cmA1.user.id, w.users.cmA1.token)).status).toBe(403);
    expect((await page(w.users.cmA1.user.id, w.users.baX.token)).status).toBe(403);
  });

  it('lists a supervisor’s case managers with their workload', async () => {
    const idle = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: w.regionA.id, supervisorId: w.users.supA.user.id });
    const res = await t.api.get<SupervisorTeam>(`/api/v1/users/${w.users.supA.user.id}/case-managers`, { token: w.users.supA.token });
    expect(res.status).toBe(200);
    expect(res.body.data.supervisor.id).toBe(w.users.supA.user.id);
    const byId = new Map(res.body.data.caseManagers.map((m) => [m.id, m.workload]));
    expect(byId).toEqual(
      new Map([
        // A Supervisor sees every business of their case managers, the region B one included.
        [w.users.cmA1.user.id, { businesses: 3, activeBusinesses: 2, clients: 3 }],
        [idle.user.id, { businesses: 0, activeBusinesses: 0, clients: 0 }],
      ]),
    );
    expect((await t.api.get(`/api/v1/users/${w.users.cmA1.user.id}/case-managers`, { token: w.users.sa.token })).status).toBe(404);
    expect((await t.api.get(`/api/v1/users/${w.users.supB.user.id}/case-managers`, { token: w.users.raA.token })).status).toBe(404);
  });
});
