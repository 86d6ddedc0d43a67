/**
 * The PostgreSQL databases of one worker's test files, each a copy of the run's template
 * (global-postgres.ts). Creating a copy took 0.6 to 1 s and dropping one 0.2 to 0.5 s on the
 * two-core machine, in every file's beforeAll and afterAll while its worker waited: so a worker
 * creates the next file's database while the current file runs, and a finished database is
 * dropped without holding its file up. The run's teardown drops whatever is left (the copy made
 * for a next file that never came, a drop cut short when its worker ended).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('pgUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function copyTemplate(): Promise<string> {
  const template = inject('pgTemplate');
  // Named after the template, so that the run's teardown finds every copy.
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files: 0.6 s against 1 s for PostgreSQL 15's default, which
  // writes every page of the template to the WAL.
  const copied = adminQuery(`create database ${name} template ${template} ${inject('pgCopyStrategy')}`).then(() => name);
  // Waited on by the file that takes it; only a copy no file took is never waited on.
  copied.catch(() => undefined);
  return copied;
}

let next: Promise<string> | undefined;

/** A new copy of the template; `drop` starts dropping it and returns at once. */
export async function takePostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const taken = next ?? copyTemplate();
  next = copyTemplate();
  const name = await taken;
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => {
      void adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
      return Promise.resolve();
    },
  };
}
