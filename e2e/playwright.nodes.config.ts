/**
 * The two-node journey (e2e/nodes): the browser tests' settings, another global setup (nginx,
 * two server nodes, PostgreSQL, Redis, S3), and one worker. `npm test` runs it after the others.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

export default defineConfig({
  ...base,
  testDir: './nodes',
  testIgnore: [],
  globalSetup: './nodes/global-setup.ts',
  workers: 1,
  timeout: 120_000,
  // Beside the other journeys' report, which `npm test` reads before this run starts.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/nodes.json' }]] : [['list']],
});
