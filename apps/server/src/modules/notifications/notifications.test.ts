import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type Json, type TestApp } from '../../../test/harness.js';
import { command } from '../../platform/db/command.js';
import { notify, type NotificationDto, type NotificationType, type NotifyTargets } from './index.js';

interface ListBody {
  data: NotificationDto[];
  pagination: { skip: number; limit: number; total: number };
}

describe('notifications API', () => {
  let t: TestApp;
  let alice: BuiltUser;
  let bob: BuiltUser;
  /** Alice's notifications by title, created oldest first. */
  const ids = new Map<string, string>();
  const createdAt = new Map<string, string>();

  const create = async (userId: string, type: NotificationType, title: string, extra: Partial<NotifyTargets> = {}) => {
    const [row] = await command(t.ctx, null, (cmd) => notify(cmd, { userIds: [userId], type, title, ...extra }));
    if (!row) throw new Error('notification not created');
    ids.set(title, row.id);
    createdAt.set(title, row.createdAt.toISOString());
    return row;
  };
  const list = async (query: string, token = alice.token) => {
    const res = await t.api.get<ListBody>(`/api/v1/notifications${query}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const titles = (body: ListBody) => body.data.map((n) => n.title);

  beforeAll(async () => {
    t = await createTestApp();
    alice = await buildUser(t.ctx, { roleId: Role.CaseManager });
    bob = await buildUser(t.ctx, { roleId: Role.Client });
    const meta = { businessId: 'b-1', channelId: 'c-1', businessName: 'Acme Pty Ltd' };
    await create(alice.user.id, 'chat', 'chat 1', { content: 'Hello', meta });
    await create(alice.user.id, 'chat_mention', 'mention 1', { meta });
    await create(alice.user.id, 'chat_new_message', 'message 1', { meta });
    await create(alice.user.id, 'file_request', 'file request 1', { meta: { businessId: 'b-1' } });
    await create(alice.user.id, 'reports', 'report 1');
    await create(alice.user.id, 'chat_mention', 'mention 2', { meta });
    await create(bob.user.id, 'chat_mention', 'bob mention');
  });
  afterAll(() => t.close());

  describe('without a token', () => {
    it.each([
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/count-unread'],
      ['POST', '/api/v1/notifications/read-all'],
      ['GET', '/api/v1/notifications/00000000-0000-4000-8000-000000000000'],
    ])('%s %s answers 401', async (method, url) => {
      const res = method === 'GET' ? await t.api.get(url) : await t.api.post(url);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401 });
    });
  });

  describe('GET /api/v1/notifications', () => {
    it("lists only the caller's own, newest first, with the SPEC shape", async () => {
      const body = await list('');
      expect(titles(body)).toEqual(['mention 2', 'report 1', 'file request 1', 'message 1', 'mention 1', 'chat 1']);
      expect(body.pagination).toEqual({ skip: 0, limit: 10, total: 6 });
      const chat = body.data.find((n) => n.title === 'chat 1');
      expect(chat).toEqual({
        id: ids.get('chat 1'),
        title: 'chat 1',
        content: 'Hello',
        isRead: false,
        createdAt: createdAt.get('chat 1'),
        type: 'chat',
        meta: { businessId: 'b-1', channelId: 'c-1', businessName: 'Acme Pty Ltd' },
      });
      expect(body.data.find((n) => n.title === 'report 1')?.meta).toEqual({ businessId: null, channelId: null, businessName: null });
      expect(titles(await list('', bob.token))).toEqual(['bob mention']);
    });

    it('filters the chat family, and mentions or new messages within it', async () => {
      expect(titles(await list('?type=chat'))).toEqual(['mention 2', 'message 1', 'mention 1', 'chat 1']);
      const mentions = await list('?type=chat&hasMentionReceiver=true');
      expect(titles(mentions)).toEqual(['mention 2', 'mention 1']);
      expect(mentions.pagination.total).toBe(2);
      expect(titles(await list('?type=chat&hasMentionReceiver=false'))).toEqual(['message 1', 'chat 1']);
    });

    it('filters file requests and reports exactly', async () => {
      expect(titles(await list('?type=file_request'))).toEqual(['file request 1']);
      expect(titles(await list('?type=reports'))).toEqual(['report 1']);
      expect((await list('?type=reports&hasMentionReceiver=true')).pagination.total).toBe(0);
    });

    it('pages with skip and limit and reports the total', async () => {
      const page = await list('?skip=2&limit=3');
      expect(titles(page)).toEqual(['file request 1', 'message 1', 'mention 1']);
      expect(page.pagination).toEqual({ skip: 2, limit: 3, total: 6 });
      const last = await list('?type=chat&skip=3&limit=3');
      expect(titles(last)).toEqual(['chat 1']);
      expect(last.pagination).toEqual({ skip: 3, limit: 3, total: 4 });
    });

    it.each([['?hasMentionReceiver=yes'], ['?hasMentionReceiver=1'], ['?type=email'], ['?limit=101'], ['?limit=0'], ['?skip=-1']])(
      'refuses %s with 400',
      async (query) => {
        const res = await t.api.get(`/api/v1/notifications${query}`, { token: alice.token });
        expect(res.status).toBe(400);
      },
    );

    it('accepts the maximum page size of 100', async () => {
      expect((await list('?limit=100')).pagination.limit).toBe(100);
    });
  });

  describe('reading', () => {
    it('GET /:id answers the notification and marks it read', async () => {
      const id = ids.get('message 1');
      const before = await t.api.get('/api/v1/notifications/count-unread', { token: alice.token });
      expect(before.body).toEqual({ data: 6 });

      const res = await t.api.get<{ data: NotificationDto }>(`/api/v1/notifications/${id}`, { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, title: 'message 1', isRead: true });

      expect((await t.api.get('/api/v1/notifications/count-unread', { token: alice.token })).body).toEqual({ data: 5 });
      expect((await list('?type=chat&hasMentionReceiver=false')).data.find((n) => n.id === id)?.isRead).toBe(true);
      // Opening it again is harmless.
      expect((await t.api.get(`/api/v1/notifications/${id}`, { token: alice.token })).status).toBe(200);
      expect((await t.api.get('/api/v1/notifications/count-unread', { token: alice.token })).body).toEqual({ data: 5 });
    });

    it("answers 404 for another user's notification and leaves it unread", async () => {
      const bobsId = (await list('', bob.token)).data[0]?.id;
      const res = await t.api.get(`/api/v1/notifications/${bobsId}`, { token: alice.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Notification not found.' });
      expect((await list('', bob.token)).data[0]?.isRead).toBe(false);
      expect((await t.api.get('/api/v1/notifications/count-unread', { token: bob.token })).body).toEqual({ data: 1 });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await t.api.get('/api/v1/notifications/00000000-0000-4000-8000-000000000000', { token: alice.token })).status).toBe(404);
      expect((await t.api.get('/api/v1/notifications/not-an-id', { token: alice.token })).status).toBe(400);
    });

    it("POST /read-all reads the caller's own only and says how many changed", async () => {
      const res = await t.api.post<Json>('/api/v1/notifications/read-all', undefined, { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { updated: 5 } });
      expect((await t.api.get('/api/v1/notifications/count-unread', { token: alice.token })).body).toEqual({ data: 0 });
      expect((await list('')).data.every((n) => n.isRead)).toBe(true);
      expect((await t.api.get('/api/v1/notifications/count-unread', { token: bob.token })).body).toEqual({ data: 1 });

      const again = await t.api.post('/api/v1/notifications/read-all', undefined, { token: alice.token });
      expect(again.body).toEqual({ data: { updated: 0 } });
    });
  });

  describe('notify', () => {
    it('creates one notification per distinct user, inside the transaction only', async () => {
      const carol = await buildUser(t.ctx);
      const rows = await command(t.ctx, null, (cmd) =>
        notify(cmd, { userIds: [carol.user.id, carol.user.id, bob.user.id], type: 'file_request', title: 'Upload your BAS' }),
      );
      expect(rows.map((r) => r.userId).sort()).toEqual([carol.user.id, bob.user.id].sort());

      const rolledBack = command(t.ctx, null, async (cmd) => {
        await notify(cmd, { userIds: [carol.user.id], type: 'reports', title: 'Never' });
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      expect(titles(await list('', carol.token))).toEqual(['Upload your BAS']);
    });
  });
});
