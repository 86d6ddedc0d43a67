import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/env.js';

export default defineConfig({
  testDir: './specs',
  // The route walks (every page of every role, light and dark, English and Vietnamese) take many
  // minutes beside the journeys: `npm run test:long` runs them in CI after `npm test` (ADR 0006).
  testIgnore: process.env.E2E_WALKS === '1' ? [] : ['**/a11y.spec.ts'],
  // Per port, so parallel runs do not wipe each other's traces.
  outputDir: `./test-results/${E2E_PORT}`,
  globalSetup: './support/global-setup.ts',
  // Any free worker takes the next journey, so one long file does not hold the run up: the
  // thirteen foundation journeys used to run one after another while the other worker idled.
  // A file whose journeys share state says so (`mode: 'default'`). Three workers: at two, the
  // journeys (waiting on pages and polling) kept only about a quarter of two cores busy.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    // As a person who asks for less motion: no skeleton pulses, spinners or transitions to paint
    // frame after frame while a journey waits (docs/decisions/0006-a-fast-test-suite.md).
    contextOptions: { reducedMotion: 'reduce' },
    // Without the screencast: its frames more than doubled Chromium's CPU time on every journey
    // (docs/decisions/0006-a-fast-test-suite.md). A failure still keeps the DOM snapshots of each
    // step and a screenshot of the end.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian Chromium's headless shell (package chromium-headless-shell), as Playwright's own
      // headless runs use: a third less CPU a journey than the desktop binary (ADR 0006).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
