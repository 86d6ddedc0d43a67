/**
 * Server processes on a PostgreSQL cluster of the test's own, with the demo practice, for the
 * tests that break things on purpose (kill a server, restart the database, stop Redis): nothing
 * they break is shared with another test file.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster.js';
import { spawnServer, type ServerProcess } from '../testing/spawn-server.js';

/** Room for a new cluster, its migrations, the demo seed and the servers' start on a loaded machine. */
export const SETUP_MS = 300_000;

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; message?: string; code?: string };
}

export interface ServerNode {
  process: ServerProcess;
  /** An HTTP call signed in as the demo Super Admin (or as `token`). */
  call(method: string, url: string, body?: unknown, token?: string): Promise<Answer>;
  signIn(email: string): Promise<string>;
}

export interface OwnInstallation {
  cluster: PgCluster;
  /** A connection of the test's own, to look at what the server left in the database. */
  admin: pg.Pool;
  server: ServerNode;
  /** (Re)starts the first server process. */
  start(): Promise<void>;
  /** Another server process on the same database, as behind a load balancer. */
  startPeer(): Promise<ServerNode>;
  count(query: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

async function nodeOf(server: ServerProcess): Promise<ServerNode> {
  const signIn = async (email: string) => {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo@12345' }),
    });
    return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  };
  const superAdmin = await signIn('superadmin@demo.test');
  return {
    process: server,
    signIn,
    async call(method, url, body, token = superAdmin) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${server.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer['body'] };
    },
  };
}

/** `name`: the database's name, also the data folder's; `env`: more settings of every server process. */
export async function ownInstallation(name: string, env: Record<string, string> = {}): Promise<OwnInstallation> {
  // CI names a shared server in TEST_DATABASE_URL; these tests stop theirs, so they start their own.
  const cluster = await startPgCluster({ own: true });
  if (!cluster.restart) throw new Error('PostgreSQL cluster without a restart');
  const root = new pg.Client({ connectionString: cluster.url });
  await root.connect();
  await root.query(`create database ${name}`);
  await root.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, `/${name}`);
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The database restarts under it in one test: the pool opens a new connection next time.
  admin.on('error', () => undefined);
  const processes: ServerProcess[] = [];
  // Shared secrets, as several nodes of one installation have them.
  const shared = {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'development',
    DATA_DIR: `/tmp/ledgerdesk-${name}-${process.pid}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SETTINGS_KEY: randomBytes(32).toString('hex'),
    ...env,
  };
  const spawnNode = async () => {
    const started = await spawnServer({ env: shared, timeoutMs: 180_000, quiet: true });
    processes.push(started);
    return nodeOf(started);
  };
  const self: OwnInstallation = {
    cluster,
    admin,
    server: await spawnNode(),
    async start() {
      self.server = await spawnNode();
    },
    startPeer: spawnNode,
    count: async (query, params = []) => Number((await admin.query<{ n: string }>(query, params)).rows[0]?.n),
    async close() {
      await Promise.all(processes.map((p) => p.stop()));
      await admin.end();
      cluster.stop();
    },
  };
  return self;
}
