/**
 * /metrics: absent without METRICS_TOKEN, refused without the token, and once in, request times
 * by route pattern (never a record's id), the database pool on PostgreSQL, the sockets held,
 * background runs and queue depths.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { connectSocket } from '../../platform/realtime/testing/socket-client.js';

const METRICS_TOKEN = randomBytes(24).toString('hex');

describe('metrics', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
    admin = await buildUser(t.ctx);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.api.get<string>('/metrics', { token: METRICS_TOKEN });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('does not exist without METRICS_TOKEN', { timeout: 120_000 }, async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.api.get('/metrics')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the token or with another', async () => {
    expect((await t.api.get('/metrics')).status).toBe(401);
    expect((await t.api.get('/metrics', { token: randomBytes(24).toString('hex') })).status).toBe(401);
    expect((await t.api.get('/metrics', { token: admin.token })).status).toBe(401);
    const res = await t.api.get('/metrics', { token: METRICS_TOKEN });
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('times requests by route pattern and status, never by the URL asked', async () => {
    const client = await buildClient(t.ctx);
    expect((await t.api.get(`/api/v1/clients/${client.id}`, { token: admin.token })).status).toBe(200);
    const missing = randomUUID();
    expect((await t.api.get(`/api/v1/nothing/${missing}`)).status).toBe(404);
    const body = await scrape();
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/clients/:id",status_code="200"} 1');
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} \d/);
    expect(body).not.toContain(client.id);
    expect(body).not.toContain(missing);
  });

  it('reads the database pool (PostgreSQL only), the sockets held and the background work', async () => {
    const socket = await connectSocket(t.baseUrl, '/chat', admin.token);
    try {
      // The trash purge runs once the app is ready; its first run may still be going.
      let body = await scrape();
      for (let i = 0; i < 50 && !body.includes('task="trash-purge",outcome="ok"'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        body = await scrape();
      }
      expect(body).toContain('ledgerdesk_sockets{namespace="/chat"} 1');
      expect(body).toContain('ledgerdesk_sockets{namespace="/notification"} 0');
      expect(body).toContain('ledgerdesk_background_runs_total{task="trash-purge",outcome="ok"} 1');
      expect(body).toContain('ledgerdesk_queue_depth{queue="statement-reads"} 0');
      if (t.ctx.database.kind === 'postgres') expect(body).toMatch(/ledgerdesk_db_pool_connections\{state="total"\} [1-9]/);
      else expect(body).not.toContain('ledgerdesk_db_pool_connections{');
    } finally {
      socket.close();
    }
  });
});
