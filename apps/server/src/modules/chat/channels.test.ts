import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type Json, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { businessCaseManagers } from '../businesses/index.js';
import { chatApi } from './chat.fixture.js';
import type { ChannelDto } from './chat.schema.js';
import { channelMembers } from './chat.tables.js';

describe('chat channels', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let api: ReturnType<typeof chatApi>;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    api = chatApi(t);
  });
  afterAll(() => t.close());

  const memberIds = (channel: ChannelDto) => channel.members.map((m) => m.id).sort();

  it('publishes its endpoints in the OpenAPI document and refuses calls without a token', async () => {
    const doc = await t.api.get('/api/docs/json');
    for (const path of [
      '/api/v1/channels',
      '/api/v1/channels/unread',
      '/api/v1/channels/{id}',
      '/api/v1/channels/{id}/read',
      '/api/v1/channels/{id}/messages',
      '/api/v1/messages/{id}',
    ]) {
      expect(doc.body.paths?.[path], path).toBeDefined();
    }
    expect((await t.api.get(`/api/v1/channels?businessId=${w.businesses.b1.id}`)).status).toBe(401);
    expect((await t.api.get('/api/v1/channels/unread')).status).toBe(401);
  });

  it("makes a business's group channel on first use, with its case managers, its client's supervisor and portal users", async () => {
    const { cmA1, supA, portal } = w.users;
    const channels = await api.channels(portal.token, w.businesses.b1.id);
    expect(channels).toHaveLength(1);
    const [group] = channels;
    expect(group).toMatchObject({
      kind: 'group',
      businessId: w.businesses.b1.id,
      name: w.businesses.b1.name,
      news: null,
      mentions: 0,
      lastMessage: null,
    });
    expect(group && memberIds(group)).toEqual([cmA1.user.id, supA.user.id, portal.user.id].sort());
    // The same channel for everyone, made once.
    expect((await api.group(cmA1.token, w.businesses.b1.id)).id).toBe(group?.id);
  });

  it('lets a Super Admin or Region Admin who opens a business channel join it', async () => {
    const { sa, raA } = w.users;
    const group = await api.group(sa.token, w.businesses.b1.id);
    await api.group(raA.token, w.businesses.b1.id);
    const members = memberIds(await api.channel(w.users.cmA1.token, group.id));
    expect(members).toContain(sa.user.id);
    expect(members).toContain(raA.user.id);
  });

  it("keeps a Client to its own businesses' channels, and answers 404 to anyone outside a channel's business", async () => {
    const { portal, cmB, raB } = w.users;
    const group = await api.group(w.users.cmA1.token, w.businesses.b1.id);
    expect((await t.api.get(`/api/v1/channels?businessId=${w.businesses.b3.id}`, { token: portal.token })).status).toBe(404);
    for (const outsider of [cmB, raB]) {
      expect((await t.api.get(`/api/v1/channels/${group.id}`, { token: outsider.token })).status).toBe(404);
      expect((await t.api.get(`/api/v1/channels/${group.id}/messages`, { token: outsider.token })).status).toBe(404);
      expect((await t.api.post(`/api/v1/channels/${group.id}/messages`, { body: 'hi' }, { token: outsider.token })).status).toBe(404);
      expect((await t.api.post(`/api/v1/channels/${group.id}/read`, {}, { token: outsider.token })).status).toBe(404);
    }
    expect((await t.api.get(`/api/v1/channels/${crypto.randomUUID()}`, { token: w.users.sa.token })).status).toBe(404);
  });

  describe('single channels', () => {
    it('opens one between two people who see the business, and answers the same one again for the pair', async () => {
      const { portal, cmA1 } = w.users;
      const first = await t.api.post<{ data: ChannelDto }>(
        '/api/v1/channels',
        { businessId: w.businesses.b1.id, userId: cmA1.user.id },
        { token: portal.token },
      );
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({
        kind: 'single',
        businessId: w.businesses.b1.id,
        name: `${cmA1.user.firstName} ${cmA1.user.lastName}`,
        news: null,
      });
      expect(memberIds(first.body.data)).toEqual([portal.user.id, cmA1.user.id].sort());

      const again = await t.api.post<{ data: ChannelDto }>(
        '/api/v1/channels',
        { businessId: w.businesses.b1.id, userId: cmA1.user.id },
        { token: portal.token },
      );
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      const reverse = await t.api.post<{ data: ChannelDto }>(
        '/api/v1/channels',
        { businessId: w.businesses.b1.id, userId: portal.user.id },
        { token: cmA1.token },
      );
      expect(reverse.body.data).toMatchObject({ id: first.body.data.id, name: `${portal.user.firstName} ${portal.user.lastName}` });

      const audits = await t.ctx.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'chat.channel_created'), eq(auditLogs.entityId, first.body.data.id)));
      expect(audits).toHaveLength(1);

      // A pair's channel in another business is another channel.
      const other = await t.api.post<{ data: ChannelDto }>(
        '/api/v1/channels',
        { businessId: w.businesses.b4.id, userId: w.users.supA.user.id },
        { token: cmA1.token },
      );
      expect(other.status).toBe(201);
      expect(other.body.data.id).not.toBe(first.body.data.id);
    });

    it('lists the group channel first, then the single channels the caller is in', async () => {
      const { portal, supA } = w.users;
      const list = await api.channels(portal.token, w.businesses.b1.id);
      expect(list.map((c) => c.kind)).toEqual(['group', 'single']);
      expect((await api.channels(supA.token, w.businesses.b1.id)).map((c) => c.kind)).toEqual(['group']);
    });

    it('refuses oneself, someone who cannot see the business, an unknown person and a business out of scope', async () => {
      const { portal, cmB, cmA1 } = w.users;
      const open = (token: string, businessId: string, userId: string) =>
        t.api.post<Json>('/api/v1/channels', { businessId, userId }, { token });
      expect((await open(portal.token, w.businesses.b1.id, portal.user.id)).status).toBe(400);
      expect((await open(portal.token, w.businesses.b1.id, cmB.user.id)).status).toBe(400);
      expect((await open(portal.token, w.businesses.b1.id, crypto.randomUUID())).status).toBe(404);
      expect((await open(portal.token, w.businesses.b3.id, cmA1.user.id)).status).toBe(404);
      const inactive = await buildUser(t.ctx, { status: 'inactive' });
      expect((await open(w.users.sa.token, w.businesses.b1.id, inactive.user.id)).status).toBe(404);
    });
  });

  describe('unread list', () => {
    it('lists every channel of the caller with news, in the businesses they still see', async () => {
      const { cmA1, portal, sa } = w.users;
      const group = await api.group(portal.token, w.businesses.b1.id);
      const b4 = await api.group(sa.token, w.businesses.b4.id);
      await api.post(portal.token, group.id, 'One');
      await api.post(portal.token, group.id, 'Two');
      await api.post(sa.token, b4.id, 'On b4');
      expect(await api.unread(cmA1.token)).toEqual(
        expect.arrayContaining([
          { channelId: group.id, businessId: w.businesses.b1.id, count: 2 },
          { channelId: b4.id, businessId: w.businesses.b4.id, count: 1 },
        ]),
      );
      expect(await api.unread(portal.token)).toEqual([]);
      const mine = await api.channels(cmA1.token, w.businesses.b1.id);
      expect(mine.find((c) => c.id === group.id)).toMatchObject({ news: 2, lastMessage: { preview: 'Two', kind: 'text' } });

      // Unassigned from b4, cmA1 no longer sees its channel or its news.
      await t.ctx.db
        .delete(businessCaseManagers)
        .where(and(eq(businessCaseManagers.businessId, w.businesses.b4.id), eq(businessCaseManagers.userId, cmA1.user.id)));
      expect((await api.unread(cmA1.token)).map((u) => u.channelId)).toEqual([group.id]);
      expect((await t.api.get(`/api/v1/channels/${b4.id}`, { token: cmA1.token })).status).toBe(404);
      // The next message leaves them out of the channel, its counts and its notifications.
      await api.post(sa.token, b4.id, 'After unassignment');
      const still = await t.ctx.db
        .select()
        .from(channelMembers)
        .where(and(eq(channelMembers.channelId, b4.id), eq(channelMembers.userId, cmA1.user.id)));
      expect(still).toEqual([]);
    });
  });
});
