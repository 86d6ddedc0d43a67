/**
 * The journeys' `test`: its page runs axe (WCAG 2.1 A and AA) on the pages a journey opens with
 * `goto`, as the journey leaves them and at its end, so what is judged is a page after the journey
 * has used it (data loaded, a modal or toast maybe open), not a half-loaded one. Any violation
 * fails the journey there.
 *
 * A page is judged once a worker for each look of it: its route (ids in the path stand for any
 * record), the signed-in user, the colour scheme and the language. A journey that comes back to a
 * page, or a later journey in the same worker that opens it as the same user in the same look,
 * leaves it as it was judged: each check cost one to four seconds on the two-core machine, the
 * dashboard alone a third of them, and the route walks (`npm run test:long`, a11y.spec.ts) judge
 * every route of every role in both schemes and languages anyway. How long each check took, and
 * which were left as judged, are the journey's `axe` and `axe-check` annotations (results.json).
 *
 * E2E_AXE=0 turns the checks off for a developer chasing something else; CI never sets it.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { a11yViolations, settle, type CheckTiming } from './a11y.js';
import { E2E_BASE_URL } from './env.js';

const AXE_IN_JOURNEYS = process.env.E2E_AXE !== '0';

/** The looks of pages judged in this worker (a worker is one process, its journeys one after another). */
const judgedInWorker = new Set<string>();

const ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

/** The route with its ids as `:id`: `/businesses/:id`, whichever business it shows. */
export function routeOf(url: string): string {
  return new URL(url).pathname
    .split('/')
    .map((part) => (ID.test(part) ? ':id' : part))
    .join('/');
}

/**
 * Who the page is for and how it looks, known before the page settles: the user of the session
 * cookie, the colour scheme Mantine keeps in localStorage (light unless chosen) and the language
 * the app set on <html> when its script ran, before the load event `goto` waits for.
 */
async function lookOf(page: Page): Promise<string> {
  const token = (await page.context().cookies(E2E_BASE_URL)).find((c) => c.name === 'token')?.value;
  const claims = token?.split('.')[1];
  const user = claims ? (JSON.parse(Buffer.from(claims, 'base64url').toString()) as { sub?: string }).sub : undefined;
  const [scheme, language] = await page.evaluate(() => {
    const chosen = localStorage.getItem('mantine-color-scheme-value');
    const dark = chosen === 'dark' || (chosen === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
    return [dark ? 'dark' : 'light', document.documentElement.lang];
  });
  return `${routeOf(page.url())} as ${user ?? 'nobody'}, ${scheme}, ${language}`;
}

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    if (!AXE_IN_JOURNEYS) return use(page);
    const judged = new Set<string>();
    const began = performance.now();
    let checks = 0;
    let spent = 0;
    const judge = async () => {
      const started = performance.now();
      const path = new URL(page.url()).pathname;
      judged.add(path);
      const ms = (n: number) => Math.round(n);
      const note = (what: string) =>
        testInfo.annotations.push({ type: 'axe-check', description: `${path} at ${ms(started - began)}: ${what}` });
      // Asked before settling too: a page only passed through (the dashboard after signing in)
      // need not finish loading to be left as judged.
      const arrived = await lookOf(page);
      if (judgedInWorker.has(arrived)) return note(`judged before in this worker (${arrived})`);
      const busy = await settle(page);
      const waited = `settle ${ms(performance.now() - started)}${busy === undefined ? '' : ` (gave up waiting on ${busy || 'nothing visible'})`}`;
      // A guard may have sent the page elsewhere while it loaded: that page is the one judged.
      const look = await lookOf(page);
      if (judgedInWorker.has(look)) return note(`${waited}, judged before in this worker (${look})`);
      const timing: CheckTiming = { inject: 0, run: 0 };
      const violations = await a11yViolations(page, timing);
      checks += 1;
      spent += performance.now() - started;
      note(`${waited}, inject ${ms(timing.inject)}, run ${ms(timing.run)}`);
      expect(violations, `axe on ${path}`).toEqual([]);
      judgedInWorker.add(arrived).add(look);
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
