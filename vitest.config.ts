import { defineConfig } from 'vitest/config';

// One config per workspace (a single root config hoists two copies of vite); the server runs
// twice, against PGlite and against PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/server/vitest.pglite.config.ts',
      'apps/server/vitest.postgres.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
