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
  }
}

const TEMPLATE = `ld_template_${process.pid}`;

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
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
  return async () => {
    await adminQuery(cluster.url, `drop database if exists ${TEMPLATE} with (force)`);
    cluster.stop();
  };
}
