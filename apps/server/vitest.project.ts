/**
 * The server's integration suite runs once per database (ADR 0002). Its test files share a worker's
 * imports (`isolate: false`): every file builds its own app on its own database, so nothing but
 * loaded modules is shared, and importing the server once per worker instead of once per file is
 * most of the suite's time (docs/decisions/0006-a-fast-test-suite.md).
 */
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The fault tests (kill -9, PostgreSQL and Redis restarted, a node killed mid-job) and the CLIs'
 * tests (backup and restore round trip with two servers, 65 s of a worker; create-admin's four
 * cold starts, 40 s) start their own processes and take minutes: `npm run test:long` runs them,
 * in CI after `npm test`.
 */
const LONG = ['src/platform/faults/**', 'src/cli/**'];

export function serverProject(db: 'pglite' | 'postgres') {
  return defineProject({
    test: {
      name: `server:${db}`,
      include: ['src/**/*.test.ts'],
      exclude: process.env.TEST_LONG === '1' ? [...configDefaults.exclude] : [...configDefaults.exclude, ...LONG],
      env: { TEST_DB: db },
      globalSetup: [`./test/global-${db}.ts`],
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
