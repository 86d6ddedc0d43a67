import { defineConfig } from 'vitest/config';

// One config per workspace (a single root config hoists two copies of vite); the server runs
// twice, against PGlite and against PostgreSQL. Vitest's default on two cores is one worker;
// three keep both cores busy while a file waits on PostgreSQL, the mail server or a socket
// (docs/decisions/0006-a-fast-test-suite.md).
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/server/vitest.pglite.config.ts',
      'apps/server/vitest.postgres.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
