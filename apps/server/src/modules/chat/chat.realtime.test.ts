import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { realtimeEvent } from '../../platform/realtime/index.js';
import { connectSocket, refusedHandshake, type TestSocket } from '../../platform/realtime/testing/socket-client.js';
import { chatApi } from './chat.fixture.js';
import type { ChannelDto } from './chat.schema.js';
import type { SocketAck } from './chat.sockets.js';

const marker = realtimeEvent<{ n: number }>('/chat', 'test_marker');

describe('chat over /chat sockets', () => {
  let t: TestApp;
  let w: PracticeWorld;
  let api: ReturnType<typeof chatApi>;
  let group: ChannelDto;
  const open: TestSocket[] = [];
  const connect = async (token: string) => {
    const socket = await connectSocket(t.baseUrl, '/chat', token);
    open.push(socket);
    return socket;
  };
  const join = (socket: TestSocket, channelId: unknown) =>
    socket.socket.timeout(5000).emitWithAck('join_channel', { channelId }) as Promise<SocketAck>;
  /** Everything a socket received before a marker sent to it now: one server writes a socket's events in order. */
  const receivedUntilMarker = async (socket: TestSocket, userId: string) => {
    t.ctx.realtime.toUser(userId, marker, { n: 1 });
    await socket.next('test_marker');
    return socket.received.map((r) => r.event).filter((e) => e !== 'test_marker');
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
    api = chatApi(t);
    group = await api.group(w.users.cmA1.token, w.businesses.b1.id);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
  });

  it('refuses a socket without a valid token on /chat', async () => {
    expect((await refusedHandshake(t.baseUrl, '/chat', undefined)).data).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await refusedHandshake(t.baseUrl, '/chat', 'forged.token.value')).data).toMatchObject({ statusCode: 401 });
  });

  it('delivers message_new to members in the channel room, and unread_update to each other member', async () => {
    const { cmA1, portal } = w.users;
    const portalSocket = await connect(portal.token);
    const authorSocket = await connect(cmA1.token);
    expect(await join(portalSocket, group.id)).toEqual({ ok: true });
    expect(await join(authorSocket, group.id)).toEqual({ ok: true });

    const message = await api.post(cmA1.token, group.id, 'Realtime hello');
    expect(await portalSocket.next('message_new')).toEqual({ channelId: group.id, message });
    expect(await portalSocket.next('unread_update')).toEqual({
      channelId: group.id,
      businessId: w.businesses.b1.id,
      count: 1,
      mentions: 0,
    });
    // The author's other tabs see the message too, but their news does not move.
    expect(await authorSocket.next('message_new')).toEqual({ channelId: group.id, message });
    expect(await receivedUntilMarker(authorSocket, cmA1.user.id)).toEqual(['message_new']);
  });

  it('refuses join_channel outside the channel, and such a socket hears nothing of it', async () => {
    const { cmB, supA, cmA1, portal } = w.users;
    const outsider = await connect(cmB.token);
    expect(await join(outsider, group.id)).toEqual({
      ok: false,
      error: { statusCode: 404, code: 'NOT_FOUND', message: 'Channel not found.' },
    });
    expect(await join(outsider, 'not-a-uuid')).toMatchObject({ ok: false, error: { statusCode: 400 } });

    // In scope of the business, but not one of a single channel's two members.
    const single = (
      await t.api.post<{ data: ChannelDto }>(
        '/api/v1/channels',
        { businessId: w.businesses.b1.id, userId: portal.user.id },
        { token: cmA1.token },
      )
    ).body.data;
    const bystander = await connect(supA.token);
    expect(await join(bystander, single.id)).toMatchObject({ ok: false, error: { statusCode: 404 } });

    await api.post(cmA1.token, group.id, 'Not for outsiders');
    await api.post(cmA1.token, single.id, 'Just us');
    expect(await receivedUntilMarker(outsider, cmB.user.id)).toEqual([]);
    // supA is a member of the group (unread_update) but joined no room (no message_new).
    expect(await receivedUntilMarker(bystander, supA.user.id)).toEqual(['unread_update']);
  });

  it("sends unread_update with count 0 to the reader's other tabs when they read", async () => {
    const { cmA1, portal } = w.users;
    await api.post(cmA1.token, group.id, 'Unread for a moment');
    const tab1 = await connect(portal.token);
    const tab2 = await connect(portal.token);
    await api.read(portal.token, group.id);
    const expected = { channelId: group.id, businessId: w.businesses.b1.id, count: 0, mentions: 0 };
    expect(await tab1.next('unread_update')).toEqual(expected);
    expect(await tab2.next('unread_update')).toEqual(expected);
  });

  it('sends message_updated and message_deleted to the room, with the news of those who had not read it', async () => {
    const { cmA1, portal } = w.users;
    await api.read(portal.token, group.id);
    const socket = await connect(portal.token);
    expect(await join(socket, group.id)).toEqual({ ok: true });
    const message = await api.post(cmA1.token, group.id, 'Draft');
    await socket.next('message_new');
    expect(await socket.next('unread_update')).toMatchObject({ count: 1 });

    await t.api.patch(`/api/v1/messages/${message.id}`, { body: 'Final', mentions: [portal.user.id] }, { token: cmA1.token });
    expect(await socket.next('message_updated')).toMatchObject({ channelId: group.id, message: { id: message.id, body: 'Final' } });
    expect(await socket.next('unread_update')).toMatchObject({ count: 1, mentions: 1 });

    await t.api.delete(`/api/v1/messages/${message.id}`, { token: cmA1.token });
    expect(await socket.next('message_deleted')).toEqual({ channelId: group.id, messageId: message.id });
    expect(await socket.next('unread_update')).toMatchObject({ count: 0, mentions: 0 });
  });

  it('relays typing to the others in the room only', async () => {
    const { cmA1, portal } = w.users;
    const typist = await connect(cmA1.token);
    const reader = await connect(portal.token);
    await join(typist, group.id);
    await join(reader, group.id);
    typist.socket.emit('typing', { channelId: group.id });
    expect(await reader.next('typing')).toEqual({
      channelId: group.id,
      user: { id: cmA1.user.id, name: `${cmA1.user.firstName} ${cmA1.user.lastName}` },
    });
    expect(await receivedUntilMarker(typist, cmA1.user.id)).toEqual([]);
  });
});
