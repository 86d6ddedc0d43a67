/** Assigning a supervisor or a case manager, and the tags on a client. */
import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildRegion, buildTag, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { businessCaseManagers } from '../businesses/index.js';
import { clients } from '../users/users.tables.js';

type ErrorAnswer = { message: string };

describe('assigning clients', () => {
  let t: TestApp;
  let admin: BuiltUser, regionAdmin: BuiltUser, supervisor: BuiltUser, brandAdmin: BuiltUser;
  let regionA: string, regionB: string;
  beforeAll(async () => {
    t = await createTestApp();
    [regionA, regionB] = [(await buildRegion(t.ctx)).id, (await buildRegion(t.ctx)).id];
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
    regionAdmin = await buildUser(t.ctx, { roleId: Role.RegionAdmin, regionId: regionA });
    supervisor = await buildUser(t.ctx, { roleId: Role.Supervisor, regionId: regionA });
    brandAdmin = await buildUser(t.ctx, { roleId: Role.BrandAdmin });
  });
  afterAll(() => t.close());

  const assign = (id: string, body: object, user: BuiltUser) =>
    t.api.post<{ data: { supervisorId: string | null; addedToBusinessIds: string[] } } & ErrorAnswer>(
      `/api/v1/clients/${id}/assign`,
      body,
      { token: user.token },
    );

  it("assigns a supervisor of the client's region, and audits the change", async () => {
    const client = await buildClient(t.ctx, { regionId: regionA });
    const res = await assign(client.id, { supervisorId: supervisor.user.id }, regionAdmin);
    expect(res.status).toBe(200);
    expect(res.body.data.supervisorId).toBe(supervisor.user.id);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, client.id), eq(auditLogs.action, 'client.supervisor_assigned')));
    expect(entry).toMatchObject({ before: { supervisorId: null }, after: { supervisorId: supervisor.user.id } });
    expect((await assign(client.id, { supervisorId: null }, admin)).body.data.supervisorId).toBeNull();
  });

  it('refuses a supervisor who is not one, or not in the region, and a body naming both or neither (400)', async () => {
    const client = await buildClient(t.ctx, { regionId: regionA });
    const elsewhere = await buildUser(t.ctx, { roleId: Role.Supervisor, regionId: regionB });
    const caseManager = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: regionA });
    expect((await assign(client.id, { supervisorId: elsewhere.user.id }, regionAdmin)).status).toBe(400);
    expect((await assign(client.id, { supervisorId: caseManager.user.id }, admin)).status).toBe(400);
    expect((await assign(client.id, {}, admin)).status).toBe(400);
    expect((await assign(client.id, { supervisorId: null, caseManagerId: caseManager.user.id }, admin)).status).toBe(400);
    // A Super Admin may choose a supervisor of any region.
    expect((await assign(client.id, { supervisorId: elsewhere.user.id }, admin)).status).toBe(200);
    const [row] = await t.ctx.db.select({ s: clients.supervisorId }).from(clients).where(eq(clients.id, client.id));
    expect(row?.s).toBe(elsewhere.user.id);
  });

  it('is refused to roles without the assign permission (403)', async () => {
    const client = await buildClient(t.ctx, { brandId: brandAdmin.user.brandId ?? undefined });
    expect((await assign(client.id, { supervisorId: supervisor.user.id }, brandAdmin)).status).toBe(403);
  });

  it('adds a case manager to every business of the client, skipping those they already have', async () => {
    const client = await buildClient(t.ctx, { regionId: regionA, supervisorId: supervisor.user.id });
    const mine = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: regionA, supervisorId: supervisor.user.id });
    const notMine = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: regionA });
    const first = await buildBusiness(t.ctx, { clientId: client.id, caseManagerIds: [mine.user.id] });
    const second = await buildBusiness(t.ctx, { clientId: client.id });
    const third = await buildBusiness(t.ctx, { clientId: client.id });

    const res = await assign(client.id, { caseManagerId: mine.user.id }, supervisor);
    expect(res.status).toBe(200);
    expect(res.body.data.addedToBusinessIds).toEqual([second.id, third.id].sort());
    const rows = await t.ctx.db.select().from(businessCaseManagers).where(eq(businessCaseManagers.userId, mine.user.id));
    expect(rows.map((r) => r.businessId).sort()).toEqual([first.id, second.id, third.id].sort());
    expect((await assign(client.id, { caseManagerId: mine.user.id }, supervisor)).body.data.addedToBusinessIds).toEqual([]);
    // A Supervisor assigns only the case managers they supervise.
    expect((await assign(client.id, { caseManagerId: notMine.user.id }, supervisor)).status).toBe(400);
    expect((await assign(client.id, { caseManagerId: supervisor.user.id }, admin)).status).toBe(400);
  });

  it('answers 409 when the client has no business to put a case manager on', async () => {
    const client = await buildClient(t.ctx, { regionId: regionA });
    const caseManager = await buildUser(t.ctx, { roleId: Role.CaseManager, regionId: regionA });
    const res = await assign(client.id, { caseManagerId: caseManager.user.id }, admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no businesses/);
  });
});

describe('tags on a client', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  it('adds one tag idempotently, replaces the set, and the list filters by it', async () => {
    const client = await buildClient(t.ctx);
    const other = await buildClient(t.ctx);
    const [vip, late, gst] = [
      await buildTag(t.ctx, { name: 'VIP' }),
      await buildTag(t.ctx, { name: 'Late' }),
      await buildTag(t.ctx, { name: 'GST' }),
    ];
    const token = admin.token;
    const add = () => t.api.post<{ data: Array<{ id: string }> }>(`/api/v1/clients/${client.id}/tags`, { tagId: vip.id }, { token });
    expect((await add()).body.data.map((tag) => tag.id)).toEqual([vip.id]);
    expect((await add()).status).toBe(200);
    const added = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, client.id), eq(auditLogs.action, 'client.tag_added')));
    expect(added).toHaveLength(1);

    const replaced = await t.api.put<{ data: Array<{ name: string }> }>(
      `/api/v1/clients/${client.id}/tags`,
      { tagIds: [gst.id, late.id] },
      { token },
    );
    expect(replaced.body.data.map((tag) => tag.name)).toEqual(['GST', 'Late']);
    const [set] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, client.id), eq(auditLogs.action, 'client.tags_set')));
    expect(set).toMatchObject({ before: { tagIds: [vip.id] }, after: { tagIds: [gst.id, late.id].sort() } });

    const byTag = async (tagId: string) =>
      (await t.api.get<{ data: Array<{ id: string }> }>(`/api/v1/clients?tagId=${tagId}`, { token })).body.data.map((c) => c.id);
    expect(await byTag(vip.id)).toEqual([]);
    expect(await byTag(late.id)).toEqual([client.id]);
    expect(await byTag(gst.id)).not.toContain(other.id);

    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await t.api.put(`/api/v1/clients/${client.id}/tags`, { tagIds: [ghost] }, { token })).status).toBe(400);
    expect((await t.api.post(`/api/v1/clients/${client.id}/tags`, { tagId: ghost }, { token })).status).toBe(400);
    expect((await t.api.put(`/api/v1/clients/${client.id}/tags`, { tagIds: [] }, { token })).body).toEqual({ data: [] });
  });
});
