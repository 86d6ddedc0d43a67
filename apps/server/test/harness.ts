/**
 * Integration-test harness: each test file gets its own database (in-memory PGlite, put back as the
 * template left it between the files of a worker by pglite-pool.ts, or a fresh database on the
 * run's PostgreSQL cluster, made while the worker's previous file ran by pg-databases.ts), copied from the run's template (global-pglite.ts,
 * global-postgres.ts: migrated, reference data loaded), a real server listening on a loopback port, and a
 * fetch-based client. Nothing is mocked.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.js';
import type { App } from '../src/platform/http.js';
import { loadConfig } from '../src/config.js';
import { createContext } from '../src/platform/bootstrap.js';
import type { AppContext } from '../src/platform/context.js';
import { openPostgres, type Database } from '../src/platform/db/client.js';
import { createJobs } from '../src/platform/jobs.js';
import { createRealtime } from '../src/platform/realtime/index.js';
import { connectSocket, type TestSocket } from '../src/platform/realtime/testing/socket-client.js';
import type { SQL } from 'drizzle-orm';
import { takePglite } from './pglite-pool.js';
import { takePostgres } from './pg-databases.js';

export interface TestApp {
  app: App;
  ctx: AppContext;
  baseUrl: string;
  api: ApiClient;
  /** A socket on `namespace` signed in with `token`, closed with the app. */
  listen(namespace: string, token: string): Promise<TestSocket>;
  /** The first column of the query's first row, as a number (a count). */
  count(query: SQL): Promise<number>;
  close(): Promise<void>;
}

async function createIsolatedDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const { database, release } = await takePglite();
    return { database, drop: release };
  }
  const { url, drop } = await takePostgres();
  return { database: openPostgres(url, 10), drop };
}

/** `logDestination` receives the app's log lines (at LOG_LEVEL info unless `env` says otherwise). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-test-'));
  const { database, drop } = await createIsolatedDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: options.logDestination ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    APP_URL: 'http://ledgerdesk.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const ctx = await createContext(config, database, options);
  const app = await buildApp(ctx);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server did not listen');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const sockets: TestSocket[] = [];
  return {
    app,
    ctx,
    baseUrl,
    api: createApiClient(baseUrl),
    async listen(namespace, token) {
      const socket = await connectSocket(baseUrl, namespace, token);
      sockets.push(socket);
      return socket;
    },
    async count(query) {
      return Number(Object.values((await ctx.db.execute(query)).rows[0] ?? {})[0] ?? 0);
    },
    async close() {
      for (const socket of sockets) socket.close();
      // Once a file's tests are over nothing is in flight; a keep-alive socket the client left
      // half-open must not hold the close (it did, now and then, after multipart uploads).
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The context of a second app on a test app's database: realtime attaches to one server only, and
 * the first app's job queue has started (queues are declared before), so both are its own.
 */
export function contextBeside(t: TestApp): AppContext {
  const { log, metrics, database } = t.ctx;
  return {
    ...t.ctx,
    realtime: createRealtime({ redisUrl: undefined, log }),
    jobs: createJobs({ connection: database.queueConnection, log, metrics }),
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T = Json>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = Json>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = Json>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = Json>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = Json>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Sends a multipart form; `body` is a FormData. */
  send<T = Json>(method: string, url: string, body: FormData, options?: RequestOptions): Promise<ApiResponse<T>>;
}

/**
 * JSON read loosely in assertions: any property path can be followed (`body.data.items[0].id`)
 * and handed to `expect`; give the request a type parameter where a value is used further.
 */
export interface Json {
  readonly [key: string]: Json;
  readonly [index: number]: Json;
}

export function createApiClient(baseUrl: string): ApiClient {
  async function request<T>(method: string, url: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: RequestInit['body'];
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(baseUrl + url, { method, headers, body: payload });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed: unknown = type.includes('json') && text ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
  return {
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
    send: (method, url, body, options) => request(method, url, body, options),
  };
}
