/**
 * Migrating, loading the reference chart and creating the job queue's schema cost seconds per database; every test file starts
 * instead from one dump of a database prepared once per run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate } from '../src/platform/db/client.js';
import { installJobSchema } from '../src/platform/jobs.js';
import { ensureReferenceData } from '../src/seed/reference.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const dump = await dumpPgliteTemplate(async (database) => {
    await ensureReferenceData(database.db);
    await installJobSchema(database.queueConnection);
  });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
