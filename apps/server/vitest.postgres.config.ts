import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server:postgres',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: 'postgres' },
    globalSetup: ['./test/global-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
