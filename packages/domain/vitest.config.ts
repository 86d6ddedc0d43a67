import { defineConfig } from 'vitest/config';

// Pure functions: the files can share a worker's imports.
export default defineConfig({ test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false } });
