/**
 * Backup and restore end to end, on the database the run uses: a real server seeds the demo
 * practice into a fresh DATA_DIR; with it stopped, `backup` saves it; `restore` fills an empty
 * DATA_DIR (and an empty database); a server started on the copy answers the same reports, has
 * the same users and serves every file byte for byte. Restoring over data is refused.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../platform/db/client.js';
import { DEMO_BOOKS } from '../seed/demo-books.js';
import { spawnServer } from '../../testing/spawn-server.js';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const onPostgres = process.env.TEST_DB === 'postgres';
const dirs: string[] = [];
const databases: string[] = [];

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-backup-'));
  dirs.push(dir);
  return dir;
};

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty installation: a DATA_DIR, and on PostgreSQL an empty database of its own. */
async function installation(): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: tempDir(), NODE_ENV: 'development' };
  if (onPostgres) {
    const name = `ld_backup_${randomBytes(5).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    databases.push(name);
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

const cli = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', ...args], { cwd: serverRoot, env: { ...process.env, ...env } });

/** What a user of the installation sees: reports of every business with books, and who may sign in. */
async function observe(env: Record<string, string>) {
  const server = await spawnServer({ env, timeoutMs: 180_000, quiet: true });
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo@12345' }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const headers = { authorization: `Bearer ${data.accessToken}` };
    const get = async (url: string) => {
      const res = await fetch(`${server.url}${url}`, { headers });
      expect(res.status, url).toBe(200);
      return res;
    };
    const reports: Record<string, unknown> = {};
    for (const name of Object.keys(DEMO_BOOKS)) {
      const found = (await (await get(`/api/v1/businesses?keyword=${encodeURIComponent(name)}`)).json()) as {
        data: { id: string; name: string }[];
      };
      const business = found.data.find((b) => b.name === name);
      expect(business, name).toBeDefined();
      const range = 'from=2024-07-01&to=2026-06-30';
      for (const type of ['trial-balance', 'profit-and-loss', 'balance-sheet'])
        reports[`${name} ${type}`] = await (await get(`/api/v1/businesses/${business?.id}/reports/${type}?${range}`)).json();
    }
    const { pagination } = (await (await get('/api/v1/businesses?limit=1')).json()) as { pagination: { total: number } };
    return { server, headers, reports, businesses: pagination.total };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** With the server stopped: the users and the files' rows, read from the database itself. */
async function rowsOf(env: Record<string, string>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    const users = await database.db.execute(`select email, role_id, status, password_hash from users order by email`);
    const files = await database.db.execute(`select id, name, checksum from files where deleted_at is null order by id`);
    return { users: users.rows, files: files.rows as { id: string; name: string; checksum: string }[] };
  } finally {
    await database.close();
  }
}

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe('npm run backup / npm run restore', { timeout: 600_000 }, () => {
  it('restores into an empty DATA_DIR the same reports, users and files, and refuses to restore over data', async () => {
    const source = await installation();
    const before = await observe(source);
    await before.server.stop();
    const sourceRows = await rowsOf(source);
    expect(sourceRows.files.length).toBeGreaterThan(0);

    const out = path.join(tempDir(), 'backup');
    const saved = await cli(source, 'backup', '--out', out);
    expect(saved.stdout).toMatch(new RegExp(`Backed up the ${onPostgres ? 'postgres' : 'pglite'} database and \\d+ files`));

    const target = await installation();
    const restored = await cli(target, 'restore', out);
    expect(restored.stdout).toContain(`into ${target.DATA_DIR}`);
    await expect(cli(target, 'restore', out)).rejects.toThrow(/restore into an empty one/);

    expect(await rowsOf(target)).toEqual(sourceRows);
    const after = await observe(target);
    try {
      expect(after.businesses).toEqual(before.businesses);
      expect(after.reports).toEqual(before.reports);
      for (const file of sourceRows.files) {
        const res = await fetch(`${after.server.url}/api/v1/files/${file.id}/download`, { headers: after.headers });
        expect(res.status, file.name).toBe(200);
        expect(
          createHash('sha256')
            .update(Buffer.from(await res.arrayBuffer()))
            .digest('hex'),
          file.name,
        ).toBe(file.checksum);
      }
    } finally {
      await after.server.stop();
    }
  });

  it('says what is wrong with a directory that is not a backup', async () => {
    const env = await installation();
    await expect(cli(env, 'restore', tempDir())).rejects.toThrow(/is not a Ledgerdesk backup/);
  });
});
