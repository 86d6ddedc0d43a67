/**
 * Two server nodes behind one Redis, as behind a load balancer: a message posted over HTTP on
 * node A reaches a member whose socket is connected to node B only through Redis. A missing
 * redis-server fails this file with the way to install it (startRedisServer), never a skip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { startPeerNode, type PeerNode } from '../../platform/realtime/testing/peer-node.js';
import { startRedisServer, type RedisServer } from '../../platform/realtime/testing/redis-server.js';
import { connectSocket, type TestSocket } from '../../platform/realtime/testing/socket-client.js';
import { chatApi } from './chat.fixture.js';
import type { SocketAck } from './chat.sockets.js';

describe('chat across two server nodes sharing Redis', () => {
  let redis: RedisServer | undefined;
  let nodeA: TestApp | undefined;
  let nodeB: PeerNode | undefined;
  let w: PracticeWorld;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    nodeA = await createTestApp({ REDIS_URL: redis.url });
    nodeB = await startPeerNode(nodeA.ctx);
    w = await buildPracticeWorld(nodeA.ctx);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await nodeB?.close();
    await nodeA?.close();
    await redis?.stop();
  });

  it('delivers a message posted on node A to a member connected to node B, with their news', async () => {
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    const { cmA1, portal } = w.users;
    const api = chatApi(nodeA);
    const group = await api.group(cmA1.token, w.businesses.b1.id);

    const onB = await connectSocket(nodeB.baseUrl, '/chat', portal.token);
    open.push(onB);
    expect((await onB.socket.timeout(5000).emitWithAck('join_channel', { channelId: group.id })) as SocketAck).toEqual({ ok: true });
    const notificationsOnB = await connectSocket(nodeB.baseUrl, '/notification', portal.token);
    open.push(notificationsOnB);

    const message = await api.post(cmA1.token, group.id, 'Posted on A', { mentions: [portal.user.id] });
    expect(await onB.next('message_new')).toEqual({ channelId: group.id, message });
    expect(await onB.next('unread_update')).toEqual({ channelId: group.id, businessId: w.businesses.b1.id, count: 1, mentions: 1 });
    expect(await notificationsOnB.next('realtime_notify')).toMatchObject({
      notification: { type: 'chat_mention', meta: { channelId: group.id } },
    });

    // Read on node A: the tab on node B hears that the channel's news is empty.
    await api.read(portal.token, group.id);
    expect(await onB.next('unread_update')).toMatchObject({ channelId: group.id, count: 0 });
  });
});
