/**
 * Background jobs and timers, kept in the database itself by pg-boss (ADR 0015): on PostgreSQL
 * every node works the same queues and a job whose node dies is taken again by another once its
 * heartbeat stops; on the embedded PGlite the one process works them through the same calls.
 * A timer is a pg-boss schedule: one job per occurrence for the whole cluster, whichever node
 * takes it. pg-boss creates and migrates its own `pgboss` schema at start; it is not a drizzle
 * migration.
 *
 * Modules declare their queues and timers while the app is built; the queue starts when the app
 * is ready and stops (letting running jobs finish) when it closes. Each run goes through
 * `metrics.track`, so failures and durations show beside the queue depth in /metrics.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type JobWithMetadata, type QueueOptions } from 'pg-boss';
import type { Db, QueueConnection } from './db/client.js';
import type { Metrics } from './metrics.js';

/** Retries and time limits of one queue; pg-boss's defaults where left out. */
export type QueueSpec = Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds'> & {
  /** A job whose node stops confirming it within this many seconds (at least 10) is retried elsewhere. */
  heartbeatSeconds?: number;
};

export interface SendOptions {
  /** The open transaction: the job then exists exactly when the write commits. */
  db?: Db;
  /** At most one job with this key per `singletonSeconds`, across the cluster. */
  singletonKey?: string;
  singletonSeconds?: number;
}

/** One attempt at a job: a retry elsewhere (after this node's heartbeat stopped) is another attempt. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  /** When the job was queued: what a job's own deadlines count from. */
  createdOn: Date;
}

/** A job as stored: what it was given, where it is, and what its handler answered. */
export type StoredJob<T> = Pick<JobWithMetadata<T>, 'id' | 'data' | 'state' | 'output' | 'retryCount' | 'retryLimit' | 'createdOn'>;

export interface Jobs {
  /** Declares a queue and what works its jobs; before the app is ready. */
  define<T extends object>(name: string, spec: QueueSpec, handler: (data: T, attempt: JobAttempt) => Promise<unknown>): void;
  /** Declares a timer: `handler` runs once in the cluster at each occurrence of `cron` (UTC, seconds allowed). */
  every(name: string, cron: string, spec: QueueSpec, handler: () => Promise<unknown>): void;
  /** Queues a job; refused while the queue is not running (commands run outside the server deliver at once instead). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Completes an attempt with its output inside the work's own transaction, so the job is done
   * exactly when the work commits; throws (rolling the work back) when the attempt is no longer
   * this node's, because another node took the job over.
   */
  settle(name: string, attempt: JobAttempt, output: object, db?: Db): Promise<void>;
  find<T extends object>(name: string, id: string): Promise<StoredJob<T> | null>;
  /** The queue's jobs created before `before` that have ended (done, failed or cancelled), oldest first. */
  endedBefore<T extends object>(name: string, before: Date): Promise<StoredJob<T>[]>;
  /** Deletes a job's row: what a queue whose jobs leave something behind does once that is gone. */
  remove(name: string, id: string): Promise<void>;
  readonly running: boolean;
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to a limit) for the running ones to finish. */
  stop(): Promise<void>;
}

/** How often the cluster's housekeeping looks for dead nodes' jobs and due timers; tests shorten it. */
export interface JobTimings {
  superviseIntervalSeconds: number;
  cronMonitorIntervalSeconds: number;
}

const SCHEMA = 'pgboss';
const DEFAULT_TIMINGS: JobTimings = { superviseIntervalSeconds: 10, cronMonitorIntervalSeconds: 30 };
const POLL_SECONDS = 2;
const FIND_PAGE = 500;
const ENDED_STATES: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled']);
/** Running jobs get this long to finish at shutdown; what is left is retried by another node. */
const STOP_TIMEOUT_MS = 20_000;

function bossOptions(connection: QueueConnection, timings: JobTimings): ConstructorOptions {
  const common: ConstructorOptions = { schema: SCHEMA, useListenNotify: true, ...timings };
  // PGlite has one connection in the process, shared with the app; PostgreSQL gets a small pool of its own.
  return 'pglite' in connection
    ? { ...common, db: fromPglite(connection.pglite), backend: 'pglite' }
    : { ...common, connectionString: connection.url, max: 4, application_name: 'ledgerdesk-jobs' };
}

/** Creates or upgrades the queue's schema without working anything: for test templates and fresh databases. */
export async function installJobSchema(connection: QueueConnection): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(connection, DEFAULT_TIMINGS), supervise: false, schedule: false, registerInstance: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

interface Declared {
  spec: QueueSpec;
  handler: (data: object, attempt: JobAttempt) => Promise<unknown>;
  cron?: string;
}

export function createJobs(options: {
  connection: QueueConnection;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'track' | 'queueDepth'>;
  timings?: Partial<JobTimings>;
}): Jobs {
  const { log, metrics } = options;
  const declared = new Map<string, Declared>();
  let boss: PgBoss | undefined;

  const declare = (name: string, entry: Declared) => {
    if (boss) throw new Error(`queue ${name} declared after the jobs started`);
    if (declared.has(name)) throw new Error(`queue ${name} declared twice`);
    declared.set(name, entry);
  };

  async function openQueue(started: PgBoss, name: string, { spec, handler, cron }: Declared) {
    const queue = { ...spec, notify: true };
    if (await started.getQueue(name)) {
      const { heartbeatSeconds: _fixedAtCreation, ...changeable } = queue;
      await started.updateQueue(name, changeable);
    } else await started.createQueue(name, queue);
    // A new job wakes a worker at once (NOTIFY); polling finds retries and timers' jobs, which nobody announces.
    await started.work(
      name,
      { pollingIntervalSeconds: POLL_SECONDS, notifyPollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
      async ([job]: JobWithMetadata<object>[]) => {
        if (job) await metrics.track(name, () => handler(job.data, { id: job.id, retryCount: job.retryCount, createdOn: job.createdOn }));
      },
    );
    if (cron) await started.schedule(name, cron, {}, { tz: 'UTC' });
    metrics.queueDepth(name, async () => (await started.getQueue(name))?.queuedCount ?? 0);
  }

  return {
    define: (name, spec, handler) => declare(name, { spec, handler: handler as Declared['handler'] }),
    every: (name, cron, spec, handler) => declare(name, { spec, handler, cron }),
    async send(name, data, { db, ...rest } = {}) {
      if (!boss) throw new Error(`the job queue is not running: ${name} cannot be queued`);
      return boss.send(name, data, { ...rest, ...(db && { db: fromDrizzle(db, sql) }) });
    },
    async settle(name, attempt, output, db) {
      if (!boss) throw new Error(`the job queue is not running: ${name} cannot be settled`);
      const { affected } = (await boss.complete(name, attempt, output, db && { db: fromDrizzle(db, sql) })) as { affected?: number };
      if (affected !== 1) throw new Error(`job ${attempt.id} of ${name} was taken over by another node`);
    },
    async find(name, id) {
      if (!boss) throw new Error(`the job queue is not running: ${name} cannot be read`);
      return boss.getJobById(name, id);
    },
    async endedBefore<T extends object>(name: string, before: Date) {
      if (!boss) throw new Error(`the job queue is not running: ${name} cannot be read`);
      const ended: StoredJob<T>[] = [];
      // Oldest first, a page at a time, past the jobs still running, until the cut-off.
      for (let after: string | undefined; ;) {
        const page = await boss.findJobs<T>(name, { limit: FIND_PAGE, ...(after && { after }) });
        for (const job of page) {
          if (job.createdOn >= before) return ended;
          if (ENDED_STATES.has(job.state)) ended.push(job);
        }
        if (page.length < FIND_PAGE) return ended;
        after = page.at(-1)?.id;
      }
    },
    async remove(name, id) {
      if (!boss) throw new Error(`the job queue is not running: ${name} cannot be changed`);
      await boss.deleteJob(name, id);
    },
    get running() {
      return boss !== undefined;
    },
    async start() {
      const started = new PgBoss(bossOptions(options.connection, { ...DEFAULT_TIMINGS, ...options.timings }));
      started.on('error', (err) => log.error({ err }, 'job queue error'));
      await started.start();
      for (const [name, entry] of declared) await openQueue(started, name, entry);
      boss = started;
    },
    async stop() {
      const stopping = boss;
      boss = undefined;
      await stopping?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
