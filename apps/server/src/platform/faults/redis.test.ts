/**
 * Redis lost and back under two running server processes (issue 17). Without Redis the nodes
 * cannot share realtime events: each keeps answering HTTP and says so on /api/ready. When Redis
 * returns, a chat message posted on one process reaches a socket held by the other again, the
 * same socket, with neither process restarted; a user deactivated through one process loses the
 * socket the other holds; and a process stopped while Redis is away still shuts down. PostgreSQL only, on a cluster of this file's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownInstallation, SETUP_MS, type OwnInstallation, type ServerNode } from '../../../test/own-installation.js';
import { startRedisServer, type RedisServer } from '../realtime/testing/redis-server.js';
import { connectSocket, disconnected, type TestSocket } from '../realtime/testing/socket-client.js';

type Check = 'ok' | 'down' | 'off';

describe.runIf(process.env.TEST_DB === 'postgres')('Redis lost and back under two server processes', { timeout: 300_000 }, () => {
  let redis: RedisServer | undefined;
  let own: OwnInstallation;
  let peer: ServerNode;
  let socket: TestSocket | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
    own = await ownInstallation('faults_redis', { REDIS_URL: redis.url });
    peer = await own.startPeer();
  }, SETUP_MS);

  afterAll(async () => {
    socket?.close();
    await own?.close();
    await redis?.stop();
  }, 60_000);

  const redisCheck = async (node: ServerNode): Promise<Check | undefined> =>
    ((await node.call('GET', '/api/ready')).body.data as { checks?: { redis: Check } } | undefined)?.checks?.redis;

  async function until(what: string, test: () => Promise<boolean>, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await test())) {
      if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('degrades while Redis is gone and delivers across processes again once it is back', async () => {
    if (!redis) throw new Error('redis did not start');
    const a = own.server;
    const token = await a.signIn('casemanager@demo.test');
    const businesses = await a.call('GET', '/api/v1/businesses?limit=1', undefined, token);
    const businessId = String((businesses.body.data as unknown as Array<{ id: string }>)[0]?.id);
    const channels = await a.call('GET', `/api/v1/channels?businessId=${businessId}`, undefined, token);
    const group = (channels.body.data as unknown as Array<{ id: string; kind: string }>).find((c) => c.kind === 'group');
    if (!group) throw new Error('no group channel');
    const post = (body: string) => a.call('POST', `/api/v1/channels/${group.id}/messages`, { body }, token);

    socket = await connectSocket(peer.process.url, '/chat', token);
    expect(await socket.socket.timeout(5000).emitWithAck('join_channel', { channelId: group.id })).toEqual({ ok: true });
    const before = await post('Before Redis went away');
    expect(before.status).toBe(201);
    expect(await socket.next('message_new')).toMatchObject({ message: { body: 'Before Redis went away' } });

    const port = Number(new URL(redis.url).port);
    await redis.stop();
    await until('both nodes report Redis down', async () => (await redisCheck(a)) === 'down' && (await redisCheck(peer)) === 'down');
    const ready = await a.call('GET', '/api/ready');
    expect(ready).toMatchObject({ status: 503, body: { data: { status: 'unready', checks: { database: 'ok', redis: 'down' } } } });
    // HTTP goes on: reads, and a message saved for whoever opens the channel.
    expect((await a.call('GET', `/api/v1/businesses/${businessId}`, undefined, token)).status).toBe(200);
    expect((await post('While Redis was away')).status).toBe(201);
    expect((await peer.call('GET', `/api/v1/channels/${group.id}/messages`, undefined, token)).status).toBe(200);

    redis = await startRedisServer({ port });
    await until('both nodes report Redis ok', async () => (await redisCheck(a)) === 'ok' && (await redisCheck(peer)) === 'ok');
    const after = await post('After Redis came back');
    expect(after.status).toBe(201);
    // The socket held on the peer through the outage hears it; neither process restarted.
    const heard = () => Promise.resolve(socket?.received.some((r) => JSON.stringify(r.payload).includes('After Redis came back')) ?? false);
    await until('the message posted on one process reaches the socket on the other', heard, 10_000);
    expect(socket.socket.connected).toBe(true);
    expect([a.process.process.exitCode, peer.process.process.exitCode]).toEqual([null, null]);
  });

  it('closes on the other process the socket of a user deactivated through this one', async () => {
    const a = own.server;
    const admin = await a.signIn('superadmin@demo.test');
    const member = await a.signIn('supervisor@demo.test');
    const me = (await a.call('GET', '/api/v1/me', undefined, member)).body.data as unknown as { id: string };
    const held = await connectSocket(peer.process.url, '/chat', member);
    const gone = disconnected(held);
    expect((await a.call('POST', `/api/v1/users/${me.id}/deactivate`, undefined, admin)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('a process asked to stop while Redis is away shuts down by itself', async () => {
    if (!redis) throw new Error('redis did not start');
    await redis.stop();
    await until('the peer reports Redis down', async () => (await redisCheck(peer)) === 'down');
    const child = peer.process.process;
    // spawnServer's stop() sends SIGKILL after 5 s: a graceful close waiting on Redis would end that way.
    await peer.process.stop();
    expect({ exitCode: child.exitCode, signal: child.signalCode }).toEqual({ exitCode: 0, signal: null });
  });
});
