import type { TestProject } from 'vitest/node';
import { startPgCluster } from '../testing/pg-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
