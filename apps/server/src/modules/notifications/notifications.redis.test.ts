/**
 * Two server nodes behind one Redis: each node is its own Fastify app with its own socket.io
 * server and Redis connections, so an event reaches the other node's sockets only through
 * Redis. They share one database handle, as nodes share one PostgreSQL in production (an
 * in-memory PGlite cannot be opened twice); this runs on both database projects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { command } from '../../platform/db/command.js';
import { startPeerNode, type PeerNode } from '../../platform/realtime/testing/peer-node.js';
import { startRedisServer, type RedisServer } from '../../platform/realtime/testing/redis-server.js';
import { connectSocket, type TestSocket } from '../../platform/realtime/testing/socket-client.js';
import { notify } from './index.js';

describe('notifications across two server nodes sharing Redis', () => {
  let redis: RedisServer | undefined;
  let nodeA: TestApp | undefined;
  let nodeB: PeerNode | undefined;
  let alice: BuiltUser;
  let bob: BuiltUser;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    nodeA = await createTestApp({ REDIS_URL: redis.url });
    nodeB = await startPeerNode(nodeA.ctx);
    alice = await buildUser(nodeA.ctx);
    bob = await buildUser(nodeA.ctx);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await nodeB?.close();
    await nodeA?.close();
    await redis?.stop();
  });

  const connect = async (baseUrl: string, user: BuiltUser) => {
    const socket = await connectSocket(baseUrl, '/notification', user.token);
    open.push(socket);
    return socket;
  };

  it('delivers a notification created on node A to a socket connected to node B', async () => {
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    expect(nodeB.baseUrl).not.toBe(nodeA.baseUrl);
    const aliceOnB = await connect(nodeB.baseUrl, alice);
    const bobOnB = await connect(nodeB.baseUrl, bob);

    const [row] = await command(nodeA.ctx, null, (cmd) =>
      notify(cmd, { userIds: [alice.user.id], type: 'chat_mention', title: 'Mentioned on A', meta: { channelId: 'c-1' } }),
    );
    expect(await aliceOnB.next('realtime_notify')).toMatchObject({
      count: 1,
      silent: false,
      notification: { id: row?.id, title: 'Mentioned on A', meta: { channelId: 'c-1', businessId: null } },
    });

    await command(nodeA.ctx, null, (cmd) => notify(cmd, { userIds: [bob.user.id], type: 'reports', title: 'For Bob' }));
    expect(await bobOnB.next('realtime_notify')).toMatchObject({ notification: { title: 'For Bob' } });
    expect(bobOnB.received).toHaveLength(1);
  });

  it('refreshes the count on node B when the user reads on node A, over HTTP', async () => {
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    const aliceOnB = await connect(nodeB.baseUrl, alice);
    const aliceOnA = await connect(nodeA.baseUrl, alice);
    const res = await nodeA.api.post('/api/v1/notifications/read-all', undefined, { token: alice.token });
    expect(res.body).toEqual({ data: { updated: 1 } });
    expect(await aliceOnB.next('read_all_notify')).toEqual({ count: 0 });
    expect(await aliceOnA.next('read_all_notify')).toEqual({ count: 0 });
  });

  it('keeps the sockets of node B connected when node A shuts down', async () => {
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    const aliceOnB = await connect(nodeB.baseUrl, alice);
    const aliceOnA = await connect(nodeA.baseUrl, alice);
    const closedOnA = new Promise<string>((resolve) => aliceOnA.socket.once('disconnect', resolve));
    // Node A's shutdown disconnects only its own sockets, though Redis links the two nodes.
    await nodeA.app.close();
    expect(await closedOnA).toBe('io server disconnect');
    await command(nodeB.ctx, null, (cmd) => notify(cmd, { userIds: [alice.user.id], type: 'chat', title: 'Still here' }));
    expect(await aliceOnB.next('realtime_notify')).toMatchObject({ notification: { title: 'Still here' } });
    expect(aliceOnB.socket.connected).toBe(true);
  });
});
