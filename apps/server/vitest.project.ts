/**
 * The server's integration suite runs once per database (ADR 0002). Its test files share a worker's
 * imports (`isolate: false`): every file builds its own app on its own database, so nothing but
 * loaded modules is shared, and importing the server once per worker instead of once per file is
 * most of the suite's time (docs/decisions/0006-a-fast-test-suite.md).
 */
import { defineProject } from 'vitest/config';

export function serverProject(db: 'pglite' | 'postgres') {
  return defineProject({
    test: {
      name: `server:${db}`,
      include: ['src/**/*.test.ts'],
      env: { TEST_DB: db },
      globalSetup: [`./test/global-${db}.ts`],
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
