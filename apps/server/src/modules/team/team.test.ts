import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';

interface Member {
  id: string;
  roleId: number;
  regionId: string | null;
  regionName: string | null;
  activated: boolean;
  businessCount: number;
  supervisorId: string | null;
}
interface Page {
  data: Member[];
  pagination: { skip: number; limit: number; total: number };
}

describe('team list', () => {
  let t: TestApp;
  let w: PracticeWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
  });
  afterAll(() => t.close());

  const ids = async (token: string, query = '') => {
    const res = await t.api.get<Page>(`/api/v1/users?limit=100${query}`, { token });
    expect(res.status).toBe(200);
    return new Set(res.body.data.map((m) => m.id));
  };

  it('lists exactly the staff of each role’s scope, never portal users', async () => {
    const u = w.users;
    const staff = [u.sa, u.raA, u.raB, u.supA, u.supB, u.cmA1, u.cmA2, u.cmB, u.baX, u.bmY].map((x) => x.user.id);
    expect(await ids(u.sa.token)).toEqual(new Set(staff));
    expect(await ids(u.raA.token)).toEqual(new Set([u.raA, u.supA, u.cmA1, u.cmA2].map((x) => x.user.id)));
    expect(await ids(u.raB.token)).toEqual(new Set([u.raB, u.supB, u.cmB].map((x) => x.user.id)));
    expect(await ids(u.supA.token)).toEqual(new Set([u.supA, u.cmA1].map((x) => x.user.id)));
  });

  it('is documented in OpenAPI', async () => {
    const res = await t.api.get('/api/docs/json');
    for (const path of ['/api/v1/users', '/api/v1/users/invite', '/api/v1/users/{id}/deactivate', '/api/v1/users/{id}/case-manager']) {
      expect(res.body.paths?.[path], path).toBeDefined();
    }
  });

  it('answers 403 to roles that do not read the team, and 401 without a token', async () => {
    for (const who of [w.users.cmA1, w.users.baX, w.users.bmY, w.users.portal]) {
      expect((await t.api.get('/api/v1/users', { token: who.token })).status).toBe(403);
    }
    expect((await t.api.get('/api/v1/users')).status).toBe(401);
  });

  it('filters by role, region, status, supervisor and keyword, and pages', async () => {
    const { sa, cmA1, cmA2, cmB, supA } = w.users;
    expect(await ids(sa.token, '&roleId=3')).toEqual(new Set([cmA1, cmA2, cmB].map((x) => x.user.id)));
    expect(await ids(sa.token, `&regionId=${w.regionB.id}&roleId=3`)).toEqual(new Set([cmB.user.id]));
    expect(await ids(sa.token, `&supervisorId=${supA.user.id}`)).toEqual(new Set([cmA1.user.id]));
    expect(await ids(sa.token, `&keyword=${encodeURIComponent(cmA2.user.email.toUpperCase())}`)).toEqual(new Set([cmA2.user.id]));
    expect(await ids(sa.token, `&keyword=${encodeURIComponent(`Test ${cmB.user.lastName}`)}`)).toEqual(new Set([cmB.user.id]));
    expect(await ids(sa.token, '&status=inactive')).toEqual(new Set());
    const page = await t.api.get<Page>('/api/v1/users?limit=3&skip=3&sort=-createdAt', { token: sa.token });
    expect(page.body.pagination).toEqual({ skip: 3, limit: 3, total: 10 });
    expect(page.body.data).toHaveLength(3);
    expect((await t.api.get('/api/v1/users?roleId=9', { token: sa.token })).status).toBe(400);
  });

  it('shows region, activation and business count; a member outside the scope is not found', async () => {
    const res = await t.api.get<{ data: Member }>(`/api/v1/users/${w.users.cmA1.user.id}`, { token: w.users.supA.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      roleId: 3,
      regionId: w.regionA.id,
      regionName: w.regionA.name,
      activated: true,
      businessCount: 2,
      supervisorId: w.users.supA.user.id,
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect((await t.api.get(`/api/v1/users/${w.users.cmA2.user.id}`, { token: w.users.supA.token })).status).toBe(404);
    expect((await t.api.get(`/api/v1/users/${w.users.portal.user.id}`, { token: w.users.sa.token })).status).toBe(404);
  });
});
