/**
 * The job queue on the database itself: a failed job is tried again and counted, a stopping node
 * lets its running job finish, and (PostgreSQL, several nodes) a timer runs once per cluster,
 * not once per node.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { TRASH_PURGE } from '../modules/files/index.js';
import { createContext } from './bootstrap.js';
import { openPostgres } from './db/client.js';
import type { App } from './http.js';
import { createJobs, type Jobs } from './jobs.js';
import { createMetrics } from './metrics.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('the job queue', () => {
  let t: TestApp;
  const opened: Jobs[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const jobs of opened) await jobs.stop();
    await t.close();
  });

  const queueBeside = (metrics = createMetrics()) => {
    const jobs = createJobs({ connection: t.ctx.database.queueConnection, log: t.ctx.log, metrics });
    opened.push(jobs);
    return jobs;
  };

  it('tries a failed job again until it succeeds, and counts both outcomes', async () => {
    const metrics = createMetrics();
    const jobs = queueBeside(metrics);
    const attempts: number[] = [];
    jobs.define<{ n: number }>('flaky', { retryLimit: 3, retryDelay: 1 }, ({ n }) => {
      attempts.push(n);
      return attempts.length < 2 ? Promise.reject(new Error('mail server away')) : Promise.resolve();
    });
    await expect(jobs.send('flaky', { n: 7 })).rejects.toThrow(/not running/);
    await jobs.start();
    await jobs.send('flaky', { n: 7 });
    await until(() => attempts.length === 2, 20_000);
    const text = await metrics.registry.metrics();
    expect(text).toContain('ledgerdesk_background_runs_total{task="flaky",outcome="failed"} 1');
    expect(text).toContain('ledgerdesk_background_runs_total{task="flaky",outcome="ok"} 1');
    expect(attempts).toEqual([7, 7]);
  });

  it('queues a job inside a transaction only when it commits', async () => {
    const jobs = queueBeside();
    const seen: string[] = [];
    jobs.define<{ id: string }>('after-commit', {}, ({ id }) => Promise.resolve(seen.push(id)));
    await jobs.start();
    await t.ctx.db
      .transaction(async (tx) => {
        await jobs.send('after-commit', { id: 'rolled back' }, { db: tx });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    await t.ctx.db.transaction((tx) => jobs.send('after-commit', { id: 'committed' }, { db: tx }));
    await until(() => seen.length > 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual(['committed']);
  });

  it('lets the running job finish before a stop returns', async () => {
    const jobs = queueBeside();
    let finished = false;
    let started = false;
    jobs.define('slow', {}, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      finished = true;
    });
    await jobs.start();
    await jobs.send('slow', {});
    await until(() => started, 20_000);
    await jobs.stop();
    expect(finished).toBe(true);
  });
});

/** A second server node: its own context and app on the same PostgreSQL database. */
async function startNode(databaseUrl: string): Promise<{ app: App; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    APP_URL: 'http://ledgerdesk.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const database = openPostgres(databaseUrl, 4);
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.runIf(onPostgres)('timers on several nodes sharing one PostgreSQL', () => {
  let t: TestApp;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await t.close();
  });

  const databaseUrl = () => {
    const connection = t.ctx.database.queueConnection;
    if (!('url' in connection)) throw new Error('a PostgreSQL database was expected');
    return connection.url;
  };

  // pg-boss's timers are per minute at the finest: this waits for one occurrence, up to a minute.
  it('fires an occurrence of a timer on one node only', { timeout: 120_000 }, async () => {
    const ticks: string[] = [];
    const nodes = ['a', 'b'].map((node) => {
      const jobs = createJobs({
        connection: t.ctx.database.queueConnection,
        log: t.ctx.log,
        metrics: createMetrics(),
        timings: { cronMonitorIntervalSeconds: 1 },
      });
      jobs.every('tick', '* * * * *', {}, () => Promise.resolve(ticks.push(node)));
      closers.push(() => jobs.stop());
      return jobs;
    });
    await Promise.all(nodes.map((jobs) => jobs.start()));
    await until(() => ticks.length > 0, 90_000);
    // Time for the other node to fire the same occurrence, if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await Promise.all(nodes.map((jobs) => jobs.stop()));
    // A start late in a minute legitimately sees that minute's occurrence and the next one inside
    // the wait, so the claim is one job, run once, per occurrence the cluster forwarded.
    const { rows } = await t.ctx.db.execute(sql`
      select (select count(distinct data->>'slot')::int from pgboss.job
                where name = '__pgboss__send-it' and data->>'name' = 'tick' and state = 'completed') as occurrences,
             (select count(*)::int from pgboss.job where name = 'tick') as jobs,
             (select count(*)::int from pgboss.job where name = 'tick' and state = 'completed') as done`);
    const { occurrences, jobs, done } = rows[0] as { occurrences: number; jobs: number; done: number };
    expect(occurrences).toBeGreaterThanOrEqual(1);
    expect(jobs).toBe(occurrences);
    expect(ticks).toHaveLength(done);
  });

  it('purges the trash once when two nodes start together', async () => {
    const nodes = await Promise.all([startNode(databaseUrl()), startNode(databaseUrl())]);
    for (const node of nodes) closers.push(node.close);
    const { rows } = await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${TRASH_PURGE}`);
    // The test app that holds the database started first; the two nodes' start-up runs fall in its window.
    expect(rows[0]?.n).toBe(1);
    const { rows: schedules } = await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.schedule where name = ${TRASH_PURGE}`);
    expect(schedules[0]?.n).toBe(1);
  });
});
