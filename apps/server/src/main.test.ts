/**
 * What `npm start` runs: the bundle build.mjs writes into dist/, started by Node with source
 * maps, in production. It starts, answers, logs JSON lines, reads statements on its worker
 * thread from the bundle, and refuses to start without its secrets.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseForProcess } from '../test/process-database.js';
import { until } from '../test/until.js';
import { freePort } from '../testing/spawn-server.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs the bundle until it exits, with `env` over this process's less the names in `without`. */
function runCompiled(env: Record<string, string>, without: string[]): Promise<{ code: number; stderr: string }> {
  const given = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([name]) => !without.includes(name)));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', 'dist/main.js'],
      { cwd: serverDir, env: given, timeout: 50_000 },
      (err, _out, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stderr }),
    );
  });
}

describe('npm start: the compiled server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-compiled-'));
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'pipe' });
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts in production from dist/, answers ready and logs one JSON line per request', { timeout: 300_000 }, async () => {
    const db = await databaseForProcess();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SETTINGS_KEY: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'info',
        ...(db.url ? { DATABASE_URL: db.url } : { ALLOW_EMBEDDED_DATABASE: 'true' }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let ready: Response | undefined;
      while (!ready?.ok && child.exitCode === null) {
        ready = await fetch(`${url}/api/ready`).catch(() => undefined);
        if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await ready?.json()).toEqual({ data: { status: 'ready', checks: { database: 'ok', redis: 'off', storage: 'ok' } } });
      const readyLogs = () =>
        stdout
          .split('\n')
          .slice(0, -1) // whole lines only: the last piece is still being written
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { msg: string; route?: string; status?: number })
          .filter((line) => line.msg === 'request' && line.route === '/api/ready' && line.status === 200);
      // The log reaches stdout on its own time: a fixed 100 ms missed it on a loaded machine.
      await until(() => readyLogs().length > 0, 10_000);
      expect(readyLogs()).toHaveLength(1);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await db.drop();
    }
    // Stack traces from the bundle name the TypeScript they came from.
    const map = JSON.parse(readFileSync(path.join(serverDir, 'dist/main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../src/main.ts');
  });

  it('reads a statement on the worker thread built beside the bundle', { timeout: 60_000 }, async () => {
    const worker = new Worker(path.join(serverDir, 'dist/statement.worker.js'));
    try {
      const bytes = new TextEncoder().encode('Date,Description,Amount\n01/07/2026,Coffee beans,-45.50\n02/07/2026,Card sales,1200.00\n');
      // The rows come first, in pieces (`rows`), each sent once the last is taken, then the
      // statement without them (`ok`).
      const rows: unknown[] = [];
      const answer = new Promise<{ ok: boolean }>((resolve) =>
        worker.on('message', (message: { id: number; ok?: boolean; rows?: { transactions: unknown[] } }) => {
          if (!message.rows) return resolve({ ok: message.ok === true });
          rows.push(...message.rows.transactions);
          worker.postMessage({ taken: message.id });
        }),
      );
      worker.postMessage({ id: 1, upload: { fileName: 'july.csv', bytes } });
      const result = await answer;
      expect(result.ok).toBe(true);
      expect(rows).toHaveLength(2);
    } finally {
      await worker.terminate();
    }
  });

  it('refuses to start in production without its secrets and a database server, naming each', { timeout: 60_000 }, async () => {
    const secrets = ['JWT_SECRET', 'SETTINGS_KEY', 'DATABASE_URL', 'ALLOW_EMBEDDED_DATABASE'];
    const { code, stderr } = await runCompiled({ NODE_ENV: 'production', DATA_DIR: dataDir }, secrets);
    expect(code).toBe(1);
    expect(stderr).toContain('Ledgerdesk will not start in production without:');
    for (const name of secrets.slice(0, 3)) expect(stderr).toContain(`  ${name}:`);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
