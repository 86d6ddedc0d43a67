import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the server and the database as up', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok', db: 'ok' } });
  });

  it('answers at once while a long transaction holds the database', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    await setTimeout(20);
    const res = await t.api.get('/api/health');
    release();
    await transaction;
    expect(res.status).toBe(200);
    // The embedded database has one session, taken by the transaction; PostgreSQL has a pool.
    expect(res.body).toEqual({ data: { status: 'ok', db: t.ctx.database.kind === 'pglite' ? 'busy' : 'ok' } });
  });

  it('sends the security headers with every answer', async () => {
    const res = await t.api.get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' ws: wss:");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.api.get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.api.get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.paths?.['/api/v1/roles']).toBeDefined();
  });
});
