/**
 * One PostgreSQL cluster for the run and one template database in it, migrated and holding the
 * reference data and the job queue's schema; each test file's database is a copy (CREATE DATABASE … TEMPLATE).
 */
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/platform/db/client.js';
import { installJobSchema } from '../src/platform/jobs.js';
import { ensureReferenceData } from '../src/seed/reference.js';
import { startPgCluster } from '../testing/pg-cluster.js';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    pgTemplate: string;
    /** How a test file's copy of the template is made: `strategy file_copy` where the server has it. */
    pgCopyStrategy: string;
  }
}

const TEMPLATE = `ld_template_${process.pid}`;

async function adminQuery(url: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  await adminQuery(cluster.url, `create database ${TEMPLATE}`);
  const url = new URL(cluster.url);
  url.pathname = `/${TEMPLATE}`;
  const template = openPostgres(url.toString(), 2);
  await template.migrate();
  await ensureReferenceData(template.db);
  await installJobSchema(template.queueConnection);
  await template.close();
  project.provide('pgUrl', cluster.url);
  project.provide('pgTemplate', TEMPLATE);
  // STRATEGY arrived in PostgreSQL 15; before it, a copy was always made file by file.
  const [version] = (await adminQuery(cluster.url, 'show server_version_num')).rows as { server_version_num: string }[];
  project.provide('pgCopyStrategy', Number(version?.server_version_num) >= 150000 ? 'strategy file_copy' : '');
  return async () => {
    // The files' copies (pg-databases.ts): a worker drops its files' without waiting, and made one
    // for a next file that never came.
    const copies = await adminQuery(cluster.url, 'select datname from pg_database where starts_with(datname, $1)', [`${TEMPLATE}_`]);
    for (const { datname } of copies.rows as { datname: string }[]) {
      await adminQuery(cluster.url, `drop database if exists ${datname} with (force)`);
    }
    await adminQuery(cluster.url, `drop database if exists ${TEMPLATE} with (force)`);
    cluster.stop();
  };
}
