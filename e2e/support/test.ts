/**
 * The journeys' `test`: its page runs axe (WCAG 2.1 A and AA) on the pages a journey opens with
 * `goto`, as the journey leaves them and at its end, so what is judged is a page after the journey
 * has used it (data loaded, a modal or toast maybe open), not a half-loaded one. Any violation
 * fails the journey there.
 *
 * A path is judged once a journey: a journey that comes back to a page (to see that a change
 * stayed, or between roles) leaves it as it was judged before, and each check cost one to four
 * seconds on the two-core machine. The journey's last page is always judged: it shows what the
 * journey did. How long the checks took is the journey's `axe` annotation (results.json).
 *
 * E2E_AXE=0 turns the checks off for a developer chasing something else; CI never sets it.
 */
import { test as base } from '@playwright/test';
import { checkA11y } from './a11y.js';

const AXE_IN_JOURNEYS = process.env.E2E_AXE !== '0';

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    if (!AXE_IN_JOURNEYS) return use(page);
    const judged = new Set<string>();
    let checks = 0;
    let spent = 0;
    const judge = async () => {
      const started = performance.now();
      judged.add(new URL(page.url()).pathname);
      await checkA11y(page, undefined, { soft: false });
      checks += 1;
      spent += performance.now() - started;
    };
    const goto = page.goto.bind(page);
    let opened = false;
    page.goto = async (...args: Parameters<typeof goto>) => {
      if (opened && !judged.has(new URL(page.url()).pathname)) await judge();
      const answer = await goto(...args);
      opened = true;
      return answer;
    };
    await use(page);
    if (opened && testInfo.status === testInfo.expectedStatus && !page.isClosed()) await judge();
    testInfo.annotations.push({ type: 'axe', description: `${checks} checks, ${Math.round(spent)} ms` });
  },
});

export { expect } from '@playwright/test';
