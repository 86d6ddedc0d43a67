/**
 * PostgreSQL restarted under a running server (issue 17): while it is down, requests fail at
 * once with a 503 that says so (not a hang, a 500 or a crash), and once it is back the same
 * process serves again without a restart. On a cluster of this file's own, which it stops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownInstallation, SETUP_MS, type OwnInstallation } from '../../../test/own-installation.js';

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL restarted under the running server', { timeout: 300_000 }, () => {
  let own: OwnInstallation;
  let businessId: string;

  beforeAll(async () => {
    own = await ownInstallation('faults_restart');
    businessId = (await own.admin.query<{ id: string }>('select id from businesses order by name limit 1')).rows[0]?.id ?? '';
  }, SETUP_MS);

  afterAll(async () => {
    await own?.close();
  }, 60_000);

  it('answers 503 while the database is down, then serves again on its own', async () => {
    const read = () => own.server.call('GET', `/api/v1/businesses/${businessId}`);
    const write = () => own.server.call('POST', `/api/v1/businesses/${businessId}/bank-accounts`, { name: 'Opened after the restart' });
    expect((await read()).status).toBe(200);

    const restarted = own.cluster.restart?.(4_000);
    // pg_ctl stop waits until the server is down; the restart's pause follows.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const started = Date.now();
    const down = await read();
    expect(down.status, JSON.stringify(down.body)).toBe(503);
    expect(down.body.code).toBe('DATABASE_UNAVAILABLE');
    expect(down.body.message).toMatch(/database cannot be reached/);
    expect((await write()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The process itself still answers: the load balancer's probe says what is wrong.
    const ready = await own.server.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({ checks: { database: 'down' } });
    await restarted;

    let back = await read();
    for (let tries = 0; tries < 40 && back.status !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await read();
    }
    expect(back.status).toBe(200);
    const opened = await write();
    expect(opened.status, opened.body.message).toBe(201);
    expect(await own.count('select count(*) as n from bank_accounts where id = $1', [opened.body.data?.id])).toBe(1);
    expect(own.server.process.process.exitCode).toBeNull();
  });
});
