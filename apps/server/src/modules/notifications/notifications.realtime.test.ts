import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { command } from '../../platform/db/command.js';
import { connectSocket, type TestSocket } from '../../platform/realtime/testing/socket-client.js';
import { notify, type NotificationDto, type NotifyTargets } from './index.js';

interface NotifyPayload {
  count: number;
  notification: NotificationDto;
  silent: boolean;
}

describe('notifications over /notification sockets', () => {
  let t: TestApp;
  let alice: BuiltUser;
  let bob: BuiltUser;
  const open: TestSocket[] = [];
  const connect = async (user: BuiltUser) => {
    const socket = await connectSocket(t.baseUrl, '/notification', user.token);
    open.push(socket);
    return socket;
  };
  const send = (targets: NotifyTargets) => command(t.ctx, null, (cmd) => notify(cmd, targets));

  beforeAll(async () => {
    t = await createTestApp();
    alice = await buildUser(t.ctx);
    bob = await buildUser(t.ctx);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
  });

  it('sends realtime_notify with the new unread count to every tab of the target user only', async () => {
    const aliceTab1 = await connect(alice);
    const aliceTab2 = await connect(alice);
    const bobTab = await connect(bob);

    const meta = { businessId: 'b-9', channelId: 'c-9', businessName: 'Harbour Cafe' };
    const [row] = await send({
      userIds: [alice.user.id],
      type: 'chat_mention',
      title: 'Ann mentioned you',
      content: '@Alice see BAS',
      meta,
    });
    const payload = (await aliceTab1.next('realtime_notify')) as NotifyPayload;
    expect(payload).toEqual({
      count: 1,
      silent: false,
      notification: {
        id: row?.id,
        title: 'Ann mentioned you',
        content: '@Alice see BAS',
        isRead: false,
        createdAt: row?.createdAt.toISOString(),
        type: 'chat_mention',
        meta,
      },
    });
    expect(await aliceTab2.next('realtime_notify')).toEqual(payload);

    await send({ userIds: [bob.user.id], type: 'chat_new_message', title: 'New message', silent: true });
    // Bob's socket gets its own first: Alice's, had it leaked, would have been written before it.
    expect(await bobTab.next('realtime_notify')).toMatchObject({ count: 1, silent: true, notification: { title: 'New message' } });
    expect(bobTab.received).toHaveLength(1);
  });

  it('counts every unread notification of the user in realtime_notify', async () => {
    const socket = await connect(alice);
    await send({ userIds: [alice.user.id], type: 'reports', title: 'Report approved' });
    expect(await socket.next('realtime_notify')).toMatchObject({ count: 2, notification: { title: 'Report approved', type: 'reports' } });
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const socket = await connect(bob);
    const failed = command(t.ctx, null, async (cmd) => {
      await notify(cmd, { userIds: [bob.user.id], type: 'file_request', title: 'Rolled back' });
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    await send({ userIds: [bob.user.id], type: 'file_request', title: 'Committed' });
    expect(await socket.next('realtime_notify')).toMatchObject({ count: 2, notification: { title: 'Committed' } });
    expect(socket.received).toHaveLength(1);
  });

  it('sends read_notify with the new count when a notification is opened', async () => {
    const tab1 = await connect(alice);
    const tab2 = await connect(alice);
    const [row] = await send({ userIds: [alice.user.id], type: 'chat', title: 'To open' });
    await tab1.next('realtime_notify');
    await tab2.next('realtime_notify');

    const res = await t.api.get(`/api/v1/notifications/${row?.id}`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(await tab1.next('read_notify')).toEqual({ count: 2 });
    expect(await tab2.next('read_notify')).toEqual({ count: 2 });
  });

  it("does not tell anyone when a user tries to open another user's notification", async () => {
    const bobTab = await connect(bob);
    const [row] = await send({ userIds: [alice.user.id], type: 'chat', title: 'Private' });
    expect((await t.api.get(`/api/v1/notifications/${row?.id}`, { token: bob.token })).status).toBe(404);
    await t.api.post('/api/v1/notifications/read-all', undefined, { token: bob.token });
    expect(await bobTab.next('read_all_notify')).toEqual({ count: 0 });
    expect(bobTab.received.map((r) => r.event)).toEqual(['read_all_notify']);
  });

  it('sends read_all_notify with a zero count after mark-all-as-read', async () => {
    const tab = await connect(alice);
    const res = await t.api.post('/api/v1/notifications/read-all', undefined, { token: alice.token });
    expect(res.body).toEqual({ data: { updated: 3 } });
    expect(await tab.next('read_all_notify')).toEqual({ count: 0 });
    expect((await t.api.get('/api/v1/notifications/count-unread', { token: alice.token })).body).toEqual({ data: 0 });
  });
});
