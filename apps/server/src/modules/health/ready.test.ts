/**
 * /api/ready: 200 while database, Redis (when configured) and storage answer; 503 naming the
 * part that does not, so the load balancer takes the node out and a person sees why.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextBeside, createTestApp, type TestApp } from '../../../test/harness.js';
import { freePort } from '../../../testing/index.js';
import { buildApp } from '../../app.js';
import { openPglite, openPostgres } from '../../platform/db/client.js';
import { startRedisServer, type RedisServer } from '../../platform/realtime/testing/redis-server.js';

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready with the database and the storage answering, and no Redis to ask', async () => {
    expect(await t.api.get('/api/ready')).toMatchObject({
      status: 200,
      body: { data: { status: 'ready', checks: { database: 'ok', redis: 'off', storage: 'ok' } } },
    });
  });

  it('names the storage while files cannot be written', async () => {
    const files = path.join(t.ctx.config.dataDir, 'files');
    rmSync(files, { recursive: true, force: true });
    writeFileSync(files, 'not a directory');
    try {
      expect(await t.api.get('/api/ready')).toMatchObject({
        status: 503,
        body: { data: { status: 'unready', checks: { database: 'ok', redis: 'off', storage: 'down' } } },
      });
    } finally {
      rmSync(files);
      mkdirSync(files);
    }
    expect((await t.api.get('/api/ready')).status).toBe(200);
  });

  it('names the database once it stops answering', { timeout: 120_000 }, async () => {
    // A second app on this context whose database then goes away: PostgreSQL on a port nobody
    // listens on, or a closed PGlite (the app reads ctx.db at each request, as every route does).
    const ctx = contextBeside(t);
    const app = await buildApp(ctx);
    const dead =
      t.ctx.database.kind === 'postgres'
        ? openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/none`, 1)
        : await openPglite(undefined);
    if (dead.kind === 'pglite') await dead.close();
    ctx.db = dead.db;
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ data: { status: 'unready', checks: { database: 'down', redis: 'off', storage: 'ok' } } });
    } finally {
      await app.close();
      if (dead.kind === 'postgres') await dead.close();
    }
  });
});

describe('readiness with Redis', () => {
  let redis: RedisServer | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('names Redis while its redis-server is down, and is ready again once it is back', { timeout: 60_000 }, async () => {
    redis = await startRedisServer();
    t = await createTestApp({ REDIS_URL: redis.url });
    const ready = () => t?.api.get('/api/ready');
    expect(await ready()).toMatchObject({ status: 200, body: { data: { checks: { database: 'ok', redis: 'ok', storage: 'ok' } } } });

    await redis.stop();
    expect(await ready()).toMatchObject({
      status: 503,
      body: { data: { status: 'unready', checks: { database: 'ok', redis: 'down', storage: 'ok' } } },
    });

    // The same port, as after a restart: the node reconnects by itself, no restart of its own.
    redis = await startRedisServer({ port: redis.port });
    await expect.poll(async () => (await ready())?.status, { timeout: 20_000, interval: 200 }).toBe(200);
    expect((await ready())?.body).toEqual({ data: { status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } } });
  });
});
