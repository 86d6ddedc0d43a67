import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server:pglite',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: 'pglite' },
    globalSetup: ['./test/global-pglite.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
