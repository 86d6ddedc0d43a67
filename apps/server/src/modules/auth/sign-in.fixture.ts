/**
 * The sign-in tests' app: one per describe block, and every test starts with the failed-attempt
 * counts at zero, since every request of a test comes from 127.0.0.1 and would share its limits.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { loginFailures } from './auth.tables.js';

/** Registers the hooks; `use` receives the app once it is built. */
export function withSignInApp(use: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    use(app);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app?.ctx.db.delete(loginFailures);
  });
}
