/** Archive, restore, activate and deactivate, the permanent delete with its typed confirmation, and bulk changes. */
import { Role } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildClient, buildTag, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { businesses } from '../businesses/index.js';
import { clients } from '../users/users.tables.js';
import { clientTags } from './clients.tables.js';

type ErrorAnswer = { message: string };

describe('client status and delete', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  const act = (id: string, action: string) =>
    t.api.post<{ data: { status: string } } & ErrorAnswer>(`/api/v1/clients/${id}/${action}`, undefined, { token: admin.token });
  const statusOf = async (id: string) => (await t.ctx.db.select({ s: clients.status }).from(clients).where(eq(clients.id, id)))[0]?.s;
  const trail = (id: string) =>
    t.ctx.db
      .select({ action: auditLogs.action, before: auditLogs.before, after: auditLogs.after })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, id))
      .orderBy(auditLogs.id);

  it('moves between active, inactive and archived only along the allowed transitions', async () => {
    const { id } = await buildClient(t.ctx);
    const steps: Array<[string, number, string]> = [
      ['activate', 409, 'active'],
      ['restore', 409, 'active'],
      ['deactivate', 200, 'inactive'],
      ['deactivate', 409, 'inactive'],
      ['activate', 200, 'active'],
      ['archive', 200, 'archived'],
      ['archive', 409, 'archived'],
      ['activate', 409, 'archived'],
      ['deactivate', 409, 'archived'],
      ['restore', 200, 'active'],
    ];
    for (const [action, status, after] of steps) {
      const res = await act(id, action);
      expect(res.status, action).toBe(status);
      if (status === 200) expect(res.body.data.status).toBe(after);
      else expect(res.body.message.length).toBeGreaterThan(10);
      expect(await statusOf(id), action).toBe(after);
    }
    expect(await trail(id)).toEqual([
      { action: 'client.deactivated', before: { status: 'active' }, after: { status: 'inactive' } },
      { action: 'client.activated', before: { status: 'inactive' }, after: { status: 'active' } },
      { action: 'client.archived', before: { status: 'active' }, after: { status: 'archived' } },
      { action: 'client.restored', before: { status: 'archived' }, after: { status: 'active' } },
    ]);
  });

  it('shows a status change in the list total at once, though totals are memoised between pages', async () => {
    const marker = `Memo ${Date.now()}`;
    for (let i = 0; i < 3; i++) await buildClient(t.ctx, { name: `${marker} ${i}` });
    const total = async () =>
      (
        await t.api.get<{ pagination: { total: number } }>(`/api/v1/clients?status=active&limit=1&keyword=${encodeURIComponent(marker)}`, {
          token: admin.token,
        })
      ).body.pagination.total;
    expect(await total()).toBe(3);
    const [first] = (
      await t.api.get<{ data: Array<{ id: string }> }>(`/api/v1/clients?keyword=${encodeURIComponent(marker)}`, { token: admin.token })
    ).body.data;
    await act(first?.id ?? '', 'archive');
    expect(await total()).toBe(2);
  });

  it('deletes permanently only an archived client, and only with its code or name typed back', async () => {
    const client = await buildClient(t.ctx, { name: 'Gone Soon Pty Ltd' });
    await buildBusiness(t.ctx, { clientId: client.id });
    const del = (query: string) => t.api.delete<ErrorAnswer>(`/api/v1/clients/${client.id}${query}`, { token: admin.token });

    const active = await del(`?confirm=${client.code}`);
    expect(active.status).toBe(409);
    expect(active.body.message).toMatch(/archived/);

    await act(client.id, 'archive');
    const missing = await del('');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(client.code);
    expect((await del('?confirm=Gone%20Soon')).status).toBe(400);
    expect(await statusOf(client.id)).toBe('archived');

    // The confirmation may also come as a JSON body.
    const confirmed = await fetch(`${t.baseUrl}/api/v1/clients/${client.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: ' Gone Soon Pty Ltd ' }),
    });
    expect(confirmed.status).toBe(204);
    expect(await statusOf(client.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(businesses).where(eq(businesses.clientId, client.id))).toEqual([]);
    const [deleted] = (await trail(client.id)).filter((e) => e.action === 'client.deleted');
    expect(deleted?.before).toMatchObject({ code: client.code, name: 'Gone Soon Pty Ltd', status: 'archived' });
    expect(deleted?.after).toBeNull();
  });

  it('accepts the code as confirmation in the query, in any case', async () => {
    const client = await buildClient(t.ctx, { status: 'archived' });
    const res = await t.api.delete(`/api/v1/clients/${client.id}?confirm=${client.code.toLowerCase()}`, { token: admin.token });
    expect(res.status).toBe(204);
  });

  it('applies a bulk action to the clients it fits and counts the rest as skipped', async () => {
    const a = await buildClient(t.ctx);
    const b = await buildClient(t.ctx, { status: 'inactive' });
    const c = await buildClient(t.ctx, { status: 'archived' });
    const ids = [a.id, b.id, c.id];
    const bulk = (body: object) =>
      t.api.post<{ data: { affected: number; skipped: number } } & ErrorAnswer>('/api/v1/clients/bulk', body, { token: admin.token });

    expect((await bulk({ ids, action: 'archive' })).body.data).toMatchObject({ affected: 2, skipped: 1 });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['archived', 'archived', 'archived']);
    expect((await bulk({ ids, action: 'restore' })).body.data).toMatchObject({ affected: 3, skipped: 0 });

    const tag = await buildTag(t.ctx);
    await t.ctx.db.insert(clientTags).values({ clientId: a.id, tagId: tag.id });
    expect((await bulk({ ids, action: 'tag', tagId: tag.id })).body.data).toMatchObject({ affected: 2, skipped: 1 });
    expect(await t.ctx.db.select().from(clientTags).where(eq(clientTags.tagId, tag.id))).toHaveLength(3);
    const tagged = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'client.tag_added'), eq(auditLogs.entityId, b.id)));
    expect(tagged[0]?.after).toEqual({ tagIds: [tag.id] });

    const noTag = await bulk({ ids, action: 'tag' });
    expect(noTag.status).toBe(400);
    expect(noTag.body.message).toMatch(/tag/);
    expect((await bulk({ ids: [], action: 'archive' })).status).toBe(400);
    expect((await bulk({ ids, action: 'explode' })).status).toBe(400);
  });
});
