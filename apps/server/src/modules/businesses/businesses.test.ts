import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { businesses } from './businesses.tables.js';

interface Item {
  id: string;
  name: string;
  clientCode: string;
  abn: string | null;
  status: string;
  caseManagers: Array<{ id: string; name: string }>;
}
interface Page {
  data: Item[];
  pagination: { skip: number; limit: number; total: number };
}

const validBody = (clientId: string) => ({
  clientId,
  name: 'Harbour Cafe',
  gstRegistered: true,
  gstBasis: 'cash',
  basFrequency: 'quarterly',
});

describe('businesses API', () => {
  let t: TestApp;
  let w: PracticeWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
  });
  afterAll(() => t.close());

  const ids = async (token: string, query = '') => {
    const res = await t.api.get<Page>(`/api/v1/businesses?limit=100${query}`, { token });
    expect(res.status).toBe(200);
    return new Set(res.body.data.map((b) => b.id));
  };
  const stored = async (id: string) => (await t.ctx.db.select().from(businesses).where(eq(businesses.id, id)))[0];

  it('lists exactly the businesses of each role’s scope', async () => {
    const { b1, b2, b3, b4, b5, b6 } = w.businesses;
    const u = w.users;
    const expected: Array<[string, string, string[]]> = [
      ['Super Admin', u.sa.token, [b1, b2, b3, b4, b5, b6].map((b) => b.id)],
      ['Region Admin A', u.raA.token, [b1, b2, b3, b4].map((b) => b.id)],
      ['Region Admin B', u.raB.token, [b5, b6].map((b) => b.id)],
      ['Supervisor A', u.supA.token, [b1, b2, b4].map((b) => b.id)],
      ['Supervisor B', u.supB.token, [b6.id]],
      ['Case Manager A1', u.cmA1.token, [b1.id, b4.id]],
      ['Case Manager A2', u.cmA2.token, [b3.id]],
      ['Brand Admin X', u.baX.token, [b1, b2, b5].map((b) => b.id)],
      ['Brand Manager Y', u.bmY.token, [b3, b4, b6].map((b) => b.id)],
      ['Client of c1', u.portal.token, [b1.id, b2.id]],
    ];
    for (const [who, token, want] of expected) {
      expect(await ids(token), who).toEqual(new Set(want));
    }
  });

  it('is documented in OpenAPI', async () => {
    const res = await t.api.get('/api/docs/json');
    for (const path of [
      '/api/v1/businesses',
      '/api/v1/businesses/{id}',
      '/api/v1/businesses/{id}/archive',
      '/api/v1/businesses/{id}/case-managers',
    ]) {
      expect(res.body.paths?.[path], path).toBeDefined();
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.api.get('/api/v1/businesses')).status).toBe(401);
  });

  it('pages, filters and sorts within the scope', async () => {
    const { sa } = w.users;
    const first = await t.api.get<Page>('/api/v1/businesses?limit=2&sort=name', { token: sa.token });
    expect(first.body.pagination).toEqual({ skip: 0, limit: 2, total: 6 });
    const names = first.body.data.map((b) => b.name);
    expect(names).toEqual([...names].sort());
    expect(await ids(sa.token, `&clientId=${w.clients.c2.id}`)).toEqual(new Set([w.businesses.b3.id, w.businesses.b4.id]));
    expect(await ids(sa.token, `&caseManagerId=${w.users.cmA1.user.id}`)).toEqual(new Set([w.businesses.b1.id, w.businesses.b4.id]));
    expect(await ids(sa.token, `&keyword=${w.clients.c3.code}`)).toEqual(new Set([w.businesses.b5.id]));
    // Another role's filter never widens its scope.
    expect(await ids(w.users.raB.token, `&clientId=${w.clients.c1.id}`)).toEqual(new Set());
    expect((await t.api.get('/api/v1/businesses?limit=101', { token: sa.token })).status).toBe(400);
  });

  it('shows the case managers of each business', async () => {
    const res = await t.api.get<{ data: Item }>(`/api/v1/businesses/${w.businesses.b1.id}`, { token: w.users.sa.token });
    expect(res.status).toBe(200);
    expect(res.body.data.caseManagers).toEqual([{ id: w.users.cmA1.user.id, name: `Test ${w.users.cmA1.user.lastName}` }]);
  });

  it('answers 404 for a business outside the scope, and changes nothing', async () => {
    const { b5 } = w.businesses;
    const token = w.users.raA.token;
    expect((await t.api.get(`/api/v1/businesses/${b5.id}`, { token })).status).toBe(404);
    expect((await t.api.patch(`/api/v1/businesses/${b5.id}`, { name: 'Taken over' }, { token })).status).toBe(404);
    expect((await t.api.post(`/api/v1/businesses/${b5.id}/archive`, undefined, { token })).status).toBe(404);
    const cm = w.users.cmA2.token;
    expect((await t.api.patch(`/api/v1/businesses/${w.businesses.b1.id}`, { name: 'Not mine' }, { token: cm })).status).toBe(404);
    expect(await stored(b5.id)).toMatchObject({ name: b5.name, status: 'active' });
    expect((await stored(w.businesses.b1.id))?.name).toBe(w.businesses.b1.name);
  });

  it('creates a business for a client in scope, storing the ABN compact, with an audit record', async () => {
    const res = await t.api.post<{ data: Item & { financialYearStartMonth: number } }>(
      '/api/v1/businesses',
      { ...validBody(w.clients.c1.id), abn: '51 824 753 556' },
      { token: w.users.supA.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Harbour Cafe',
      abn: '51824753556',
      clientCode: w.clients.c1.code,
      financialYearStartMonth: 7,
      status: 'active',
    });
    const [row] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, res.body.data.id), eq(auditLogs.action, 'business.created')));
    expect(row).toMatchObject({ actorId: w.users.supA.user.id, entity: 'business' });
  });

  it('refuses to create for a Case Manager (403) and for a client outside the scope (404)', async () => {
    expect((await t.api.post('/api/v1/businesses', validBody(w.clients.c1.id), { token: w.users.cmA1.token })).status).toBe(403);
    expect((await t.api.post('/api/v1/businesses', validBody(w.clients.c1.id), { token: w.users.portal.token })).status).toBe(403);
    const outside = await t.api.post('/api/v1/businesses', validBody(w.clients.c3.id), { token: w.users.raA.token });
    expect(outside.status).toBe(404);
  });

  it('validates the ABN, the GST basis and the financial-year month', async () => {
    const token = w.users.sa.token;
    const body = validBody(w.clients.c1.id);
    const badAbn = await t.api.post('/api/v1/businesses', { ...body, abn: '51 824 753 557' }, { token });
    expect(badAbn.status).toBe(400);
    expect(badAbn.body).toMatchObject({ message: 'Enter a valid 11-digit ABN.' });
    expect((await t.api.post('/api/v1/businesses', { ...body, gstBasis: 'payments' }, { token })).status).toBe(400);
    expect((await t.api.post('/api/v1/businesses', { ...body, financialYearStartMonth: 13 }, { token })).status).toBe(400);
    expect((await t.api.patch(`/api/v1/businesses/${w.businesses.b2.id}`, { abn: '123' }, { token })).status).toBe(400);
    expect((await t.api.patch(`/api/v1/businesses/${w.businesses.b2.id}`, { basFrequency: 'weekly' }, { token })).status).toBe(400);
  });

  it('edits, archives and restores with audit records; a Case Manager edits an assigned business', async () => {
    const { b4 } = w.businesses;
    const edit = await t.api.patch<{ data: Item }>(
      `/api/v1/businesses/${b4.id}`,
      { name: 'Renamed', abn: '' },
      { token: w.users.cmA1.token },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ name: 'Renamed', abn: null });

    const archived = await t.api.post<{ data: Item }>(`/api/v1/businesses/${b4.id}/archive`, undefined, { token: w.users.raA.token });
    expect(archived.body.data.status).toBe('archived');
    expect((await t.api.patch(`/api/v1/businesses/${b4.id}`, { name: 'Again' }, { token: w.users.raA.token })).status).toBe(409);
    expect((await t.api.get<Page>('/api/v1/businesses?status=archived', { token: w.users.raA.token })).body.data.map((b) => b.id)).toEqual([
      b4.id,
    ]);
    const restored = await t.api.post<{ data: Item }>(`/api/v1/businesses/${b4.id}/restore`, undefined, { token: w.users.raA.token });
    expect(restored.body.data.status).toBe('active');

    const actions = (await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, b4.id))).map((a) => a.action);
    expect(actions).toEqual(['business.updated', 'business.archived', 'business.restored']);
    const [update] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, b4.id), eq(auditLogs.action, 'business.updated')));
    expect(update?.before).toMatchObject({ name: b4.name });
    expect(update?.after).toMatchObject({ name: 'Renamed' });
  });
});
