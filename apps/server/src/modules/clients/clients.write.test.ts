/** Creating and editing clients: validation, generated codes, where each role may put a client, and the audit trail. */
import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildRegion, buildTag, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { clients } from '../users/users.tables.js';
import type { ClientDetailDto } from './clients.schema.js';

type Answer = { data: ClientDetailDto };
type ErrorAnswer = { message: string; statusCode: number };

describe('creating and editing clients', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let regionAdmin: BuiltUser;
  let brandAdmin: BuiltUser;
  let supervisor: BuiltUser;
  let regionA: string, regionB: string, brandX: string, brandY: string;

  beforeAll(async () => {
    t = await createTestApp();
    [regionA, regionB] = [(await buildRegion(t.ctx)).id, (await buildRegion(t.ctx)).id];
    [brandX, brandY] = [(await buildBrand(t.ctx)).id, (await buildBrand(t.ctx)).id];
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    regionAdmin = await buildUser(t.ctx, { roleId: Role.RegionAdmin, regionId: regionA });
    brandAdmin = await buildUser(t.ctx, { roleId: Role.BrandAdmin, brandId: brandX });
    supervisor = await buildUser(t.ctx, { roleId: Role.Supervisor, regionId: regionA });
  });
  afterAll(() => t.close());

  const create = (body: object, user: BuiltUser = admin) =>
    t.api.post<Answer & ErrorAnswer>('/api/v1/clients', body, { token: user.token });
  const auditOf = (id: string, action: string) =>
    t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, action)));

  it('creates a client with a generated code, a compact ABN and its tags, and audits it', async () => {
    const tag = await buildTag(t.ctx);
    const res = await create({
      brandId: brandX,
      regionId: regionA,
      name: '  Pho Hanoi Pty Ltd ',
      email: 'Accounts@PhoHanoi.example',
      phone: '+61 2 9000 0000',
      abn: '51 824 753 556',
      tagIds: [tag.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Pho Hanoi Pty Ltd',
      email: 'accounts@phohanoi.example',
      abn: '51824753556',
      status: 'active',
      businesses: [],
      portalUsers: [],
      tags: [{ id: tag.id, name: tag.name, color: tag.color }],
    });
    expect(res.body.data.code).toMatch(/^CL-\d{6}$/);
    const [entry] = await auditOf(res.body.data.id, 'client.created');
    expect(entry).toMatchObject({ actorId: admin.user.id, entity: 'client', before: null });
    expect(entry?.after).toMatchObject({ name: 'Pho Hanoi Pty Ltd', abn: '51824753556', tagIds: [tag.id] });
  });

  it('numbers codes one after another, also when created at the same time', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create({ brandId: brandX, regionId: regionA, name: `Parallel ${i}` })),
    );
    const codes = results.map((r) => r.body.data.code);
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(codes).size).toBe(6);
    const numbers = codes.map((c) => Number(c.slice(3))).sort((a, b) => a - b);
    expect(numbers[5]! - numbers[0]!).toBe(5);
  });

  it.each([
    [{ abn: '12 345 678 901' }, /ABN/],
    [{ email: 'not-an-email' }, /email/i],
    [{ name: '   ' }, /name/i],
    [{ brandId: 'not-a-uuid' }, /brandId/],
    [{ phone: 'call me maybe' }, /phone/],
  ])('refuses invalid input %j (400)', async (patch, message) => {
    const res = await create({ brandId: brandX, regionId: regionA, name: 'Valid Name', ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses a brand, region, supervisor or tag that does not exist (400)', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[object, RegExp]> = [
      [{ brandId: ghost }, /brandId/],
      [{ regionId: ghost }, /regionId/],
      [{ supervisorId: ghost }, /supervisorId/],
      [{ supervisorId: regionAdmin.user.id }, /supervisorId/],
      [{ tagIds: [ghost] }, /tagIds/],
    ];
    for (const [patch, message] of cases) {
      const res = await create({ brandId: brandX, regionId: regionA, name: 'Ghostly', ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const inactive = await buildBrand(t.ctx, { status: 'inactive' });
    expect((await create({ brandId: inactive.id, regionId: regionA, name: 'Late' })).body.message).toMatch(/inactive/);
  });

  it('lets each role create only where it works (403 elsewhere)', async () => {
    expect((await create({ brandId: brandY, regionId: regionA, name: 'In A' }, regionAdmin)).status).toBe(201);
    expect((await create({ brandId: brandY, regionId: regionB, name: 'In B' }, regionAdmin)).status).toBe(403);
    expect((await create({ brandId: brandX, regionId: regionB, name: 'Brand X' }, brandAdmin)).status).toBe(201);
    expect((await create({ brandId: brandY, regionId: regionB, name: 'Brand Y' }, brandAdmin)).status).toBe(403);
    // Brand staff may not assign a supervisor.
    expect((await create({ brandId: brandX, regionId: regionB, name: 'Sup', supervisorId: supervisor.user.id }, brandAdmin)).status).toBe(
      403,
    );
    const caseManager = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: regionA });
    expect((await create({ brandId: brandX, regionId: regionA, name: 'CM' }, caseManager)).status).toBe(403);
  });

  it("makes a Supervisor's new client theirs, so it shows in their list", async () => {
    const res = await create({ brandId: brandX, regionId: regionA, name: 'Supervised Co' }, supervisor);
    expect(res.status).toBe(201);
    expect(res.body.data.supervisorId).toBe(supervisor.user.id);
    const mine = await t.api.get<{ data: Array<{ id: string }> }>('/api/v1/clients?keyword=supervised', { token: supervisor.token });
    expect(mine.body.data.map((c) => c.id)).toEqual([res.body.data.id]);
    expect((await create({ brandId: brandX, regionId: regionB, name: 'Elsewhere' }, supervisor)).status).toBe(403);
  });

  it('edits a client, auditing before and after', async () => {
    const created = (await create({ brandId: brandX, regionId: regionA, name: 'Before Name', phone: '02 1111 1111' })).body.data;
    const res = await t.api.patch<Answer>(
      `/api/v1/clients/${created.id}`,
      { name: 'After Name', abn: '53 004 085 616' },
      { token: regionAdmin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'After Name', abn: '53004085616', phone: '02 1111 1111' });
    const [entry] = await auditOf(created.id, 'client.updated');
    expect(entry?.before).toMatchObject({ name: 'Before Name', abn: null });
    expect(entry?.after).toMatchObject({ name: 'After Name', abn: '53004085616' });
    // The client page lists the change in its activity.
    const page = await t.api.get<Answer>(`/api/v1/clients/${created.id}`, { token: admin.token });
    expect(page.body.data.activity.map((a) => a.action)).toEqual(['client.updated', 'client.created']);
  });

  it("shows a new business in its client's recent activity, and no other client's", async () => {
    const owner = (await create({ brandId: brandX, regionId: regionA, name: 'Growing Co' })).body.data;
    const other = (await create({ brandId: brandX, regionId: regionA, name: 'Standing Co' })).body.data;
    const business = await t.api.post<{ data: { id: string } }>(
      '/api/v1/businesses',
      { clientId: owner.id, name: 'Growing Cafe', gstRegistered: true, gstBasis: 'cash', basFrequency: 'quarterly' },
      { token: admin.token },
    );
    expect(business.status).toBe(201);
    const page = await t.api.get<Answer>(`/api/v1/clients/${owner.id}`, { token: admin.token });
    expect(page.body.data.activity.map((a) => a.action)).toEqual(['business.created', 'client.created']);
    expect(page.body.data.activity[0]?.after).toMatchObject({ id: business.body.data.id, name: 'Growing Cafe' });
    const untouched = await t.api.get<Answer>(`/api/v1/clients/${other.id}`, { token: admin.token });
    expect(untouched.body.data.activity.map((a) => a.action)).toEqual(['client.created']);
  });

  it("refuses edits that would move a client out of the editor's part of the practice", async () => {
    const created = (await create({ brandId: brandX, regionId: regionA, name: 'Stay Put' })).body.data;
    const moved = await t.api.patch<ErrorAnswer>(`/api/v1/clients/${created.id}`, { regionId: regionB }, { token: regionAdmin.token });
    expect(moved.status).toBe(403);
    const rebranded = await t.api.patch(`/api/v1/clients/${created.id}`, { brandId: brandY }, { token: brandAdmin.token });
    expect(rebranded.status).toBe(403);
    const [row] = await t.ctx.db.select().from(clients).where(eq(clients.id, created.id));
    expect(row).toMatchObject({ regionId: regionA, brandId: brandX });
    expect((await t.api.patch(`/api/v1/clients/${created.id}`, {}, { token: admin.token })).status).toBe(400);
  });
});
