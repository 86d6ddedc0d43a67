/**
 * /api/ready: 200 while database, Redis (when configured) and storage answer; 503 naming the
 * part that does not, so the load balancer takes the node out and a person sees why.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { freePort } from '../../../testing/index.js';
import { buildApp } from '../../app.js';
import { openPglite, openPostgres } from '../../platform/db/client.js';
import { createRealtime } from '../../platform/realtime/index.js';

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
    const ctx = { ...t.ctx, realtime: createRealtime({ redisUrl: undefined, log: t.ctx.log }) };
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
