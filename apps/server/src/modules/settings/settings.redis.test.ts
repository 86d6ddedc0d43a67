/**
 * Settings saved on one node take effect on another without a restart: two server nodes share
 * one database and one Redis, as behind a load balancer. Node B hears of node A's save over the
 * realtime Redis link and reloads; the nodes share SETTINGS_KEY, as several nodes must.
 */
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD, type BuiltUser } from '../../../test/factories.js';
import { createApiClient, createTestApp, type ApiClient, type TestApp } from '../../../test/harness.js';
import { startPeerNode, type PeerNode } from '../../platform/realtime/testing/peer-node.js';
import { startRedisServer, type RedisServer } from '../../platform/realtime/testing/redis-server.js';

/** Polls `check` until it holds: the other node applies a save once Redis delivered the message. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not applied within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('system settings across two server nodes sharing Redis', () => {
  let redis: RedisServer | undefined;
  let nodeA: TestApp | undefined;
  let nodeB: PeerNode | undefined;
  let apiB: ApiClient;
  let admin: BuiltUser;

  beforeAll(async () => {
    redis = await startRedisServer();
    nodeA = await createTestApp({ REDIS_URL: redis.url, SETTINGS_KEY: randomBytes(32).toString('hex') });
    nodeB = await startPeerNode(nodeA.ctx);
    apiB = createApiClient(nodeB.baseUrl);
    admin = await buildUser(nodeA.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await redis?.stop();
  });

  const loginOnB = async (email: string) =>
    (await apiB.post<{ data: { accessToken: string } }>('/api/v1/auth/login', { email, password: TEST_PASSWORD })).body.data.accessToken;

  it('applies the upload limit, session length and ABR GUID saved on node A on node B', async () => {
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    const b = nodeB;
    const res = await nodeA.api.patch(
      '/api/v1/settings',
      { uploadMaxMb: 3, sessionHours: 5, abrGuid: 'guid-for-both-nodes-0042' },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    await eventually(() => b.ctx.live.maxUploadBytes === 3 * 1024 * 1024);
    expect(b.ctx.live.abrGuid).toBe('guid-for-both-nodes-0042');
    const claims = decodeJwt(await loginOnB(admin.user.email));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(5 * 3600);
  });

  it('ends on node B the sessions node B signed once the key is rotated on node A', async () => {
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    const user = await buildUser(nodeA.ctx, { roleId: Role.CaseManager });
    const tokenFromB = await loginOnB(user.user.email);
    expect((await apiB.get('/api/v1/me', { token: tokenFromB })).status).toBe(200);

    const rotated = await nodeA.api.post('/api/v1/settings/rotate-signing-key', { confirm: true }, { token: admin.token });
    expect(rotated.status).toBe(200);
    await eventually(async () => (await apiB.get('/api/v1/me', { token: tokenFromB })).status === 401);
    // A token node A signs now is good on node B: both use the new key.
    const tokenFromA = (
      await nodeA.api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', { email: user.user.email, password: TEST_PASSWORD })
    ).body.data.accessToken;
    expect((await apiB.get('/api/v1/me', { token: tokenFromA })).status).toBe(200);
  });
});
