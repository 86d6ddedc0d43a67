/**
 * One schema, two drivers: PGlite (PostgreSQL in WASM, the embedded default, run in a thread of its
 * own by pglite-thread.ts) or a PostgreSQL server when DATABASE_URL is set. Both expose the same
 * drizzle PgDatabase surface, so no module knows which one it talks to.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MEMORY_DATABASE } from '../../config.js';
import { serverRoot } from '../paths.js';
import { PgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** What both drivers answer to a raw `execute`: the rows, typed by the caller. */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: { rows: Array<Record<string, unknown>> };
}

/** A database handle or an open transaction: both run queries the same way. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

/**
 * Independent reads side by side on the pool, or one after another inside a transaction, whose
 * single connection takes one query at a time (node-postgres deprecates sharing it; pg 9 refuses).
 */
export async function readTogether<T extends unknown[] | []>(db: Db, reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  const run = reads as ReadonlyArray<() => PromiseLike<unknown>>;
  if (!(db instanceof PgTransaction)) return (await Promise.all(run.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of run) results.push(await read());
  return results as T;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small. */
  waiting: number;
}

/** How the job queue (platform/jobs.ts) reaches the same database: PGlite's one connection, or its own pool. */
export type QueueConnection = { pglite: PgliteThread } | { url: string };

/**
 * What /api/health says of the database: it answered, it failed, or (embedded) its one session
 * is taken by work that is moving, an import's transaction say, and a probe would wait for it.
 */
export type DatabaseState = 'ok' | 'busy' | 'down';

/** A free embedded database answers a probe in about a millisecond; one that has not by then is taken. */
const PROBE_WAIT_MS = 10;
/** A taken embedded database is "busy" rather than waited on while its thread answered this recently. */
const BUSY_ANSWERED_WITHIN_MS = 30_000;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  queueConnection: QueueConnection;
  /** The PostgreSQL pool's connections now; undefined for PGlite, which has one in the process. */
  poolStats(): PoolStats | undefined;
  state(): Promise<DatabaseState>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

/**
 * `dataDir` undefined keeps PGlite in memory (tests); `loadDataDir` starts it from a dump
 * (a test template, see dumpPgliteTemplate).
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  return pgliteDatabase(await PgliteThread.open(dataDir, loadDataDir));
}

/** Whether a `select 1` answers, and how. */
function answers(db: Db): Promise<DatabaseState> {
  return db.execute(sql`select 1`).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
}

function pgliteDatabase(thread: PgliteThread): Database {
  // One probe at a time waits for the session: probes during a long import share it.
  let probe: Promise<DatabaseState> | undefined;
  const state = async (): Promise<DatabaseState> => {
    const taken = thread.activity().taken;
    probe ??= answers(db).finally(() => (probe = undefined));
    // A free session answers: waited for, however loaded the machine.
    if (!taken) return probe;
    const answered = await Promise.race([probe, setTimeout(PROBE_WAIT_MS, undefined, { ref: false })]);
    if (answered) return answered;
    const { answeredMsAgo, stopped } = thread.activity();
    if (stopped) return 'down';
    return answeredMsAgo < BUSY_ANSWERED_WITHIN_MS ? 'busy' : probe;
  };
  // Drizzle's driver is typed for PGlite itself; of it, drizzle uses query and transaction (and
  // of a transaction, query), which the thread offers with the same signatures.
  const db = drizzlePglite({ client: thread as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    queueConnection: { pglite: thread },
    poolStats: () => undefined,
    state,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => thread.close(),
  };
}

/** An in-memory database prepared once (migrated, reference data, the job queue's schema), dumped for cheap copies. */
export async function dumpPgliteTemplate(prepare: (database: Database) => Promise<void>): Promise<Blob> {
  const thread = await PgliteThread.open(undefined);
  const database = pgliteDatabase(thread);
  await database.migrate();
  await prepare(database);
  const dump = await thread.dumpDataDir();
  await thread.close();
  return dump;
}

export function openPostgres(url: string, max = 20): Database {
  // JIT compilation costs hundreds of milliseconds on short, index-driven queries like ours.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection the server ends (restart, failover, a dropped test database) is reported
  // here; unhandled, it would crash the process. The pool opens a fresh one for the next query.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection closed: ${error.message}`));
  // bigint columns (money in cents) come back as strings by default; they are exact as numbers
  // up to 2^53 cents, far beyond any ledger, and drizzle maps them with mode 'number'.
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    queueConnection: { url },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    state: () => answers(db),
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl === MEMORY_DATABASE) return openPglite(undefined);
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pg'));
}
