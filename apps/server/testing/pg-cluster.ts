/**
 * A throwaway PostgreSQL cluster for the test run, unless TEST_DATABASE_URL names one (`own`: a
 * cluster of the caller's own even then, for the fault tests that stop and restart it).
 * initdb refuses root, so as root the cluster runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './spawn-server.js';

export interface PgCluster {
  url: string;
  stop(): void;
  /**
   * Stops the database (its connections cut, as a restart does) and starts it again after
   * `downMs`: the fault tests. Absent on a TEST_DATABASE_URL server, which is not ours to stop.
   */
  restart?(downMs: number): Promise<void>;
}

function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
}

export async function startPgCluster({ own = false } = {}): Promise<PgCluster> {
  if (process.env.TEST_DATABASE_URL && !own) return { url: process.env.TEST_DATABASE_URL, stop: () => undefined };
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed, and the integration tests run against it as well as PGlite.\n' +
        'Install it with `sudo apt-get install -y postgresql`, or set TEST_DATABASE_URL=postgres://… to use a running server.',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (!asRoot) return execFileSync(cmd, args, { stdio: 'pipe' });
    const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  };
  if (asRoot) {
    chmodSync(dir, 0o700);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(downMs) {
      // A fast stop, not an immediate one: with synchronous_commit off, an immediate stop loses
      // the last commits (a fault test lost a row it had just written).
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      start();
    },
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** An empty database named `name` on the cluster at `adminUrl` (one left by an earlier run is dropped first). */
export async function createDatabase(adminUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
