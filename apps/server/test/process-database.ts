/**
 * A database for a server or command the test starts as its own process: on the PostgreSQL
 * project a fresh database on the run's cluster (the process migrates it), on PGlite none (the
 * process opens its embedded one under its DATA_DIR).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export async function databaseForProcess(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { drop: () => Promise.resolve() };
  const adminUrl = inject('pgUrl');
  const name = `ld_proc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
