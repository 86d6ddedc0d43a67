/**
 * WCAG 2.1 A and AA checks with axe-core on the page as a person sees it: after its data has
 * loaded, so a skeleton or spinner is not what gets judged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type CDPSession, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { Result } from 'axe-core';

/**
 * axe's minified build, read once: `axe.source` is the 1.5 MB unminified one, and sending and
 * compiling it in every page a check judges cost 0.9 to 2.4 s a page on the loaded machine.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BUSY = '.mantine-Progress-root[data-mounted], .mantine-Loader-root, .mantine-Skeleton-root[data-visible]';

/**
 * Waits for the page to settle: the top progress bar done, no loader or skeleton shown for
 * 150 ms running (a query that starts right after another one ended shows its own). A page that
 * never settles is judged as it is after 10 s, where axe names what it finds; the answer then
 * names what was still busy (the first class of each), for the journey's timings.
 */
export async function settle(page: Page): Promise<string | undefined> {
  const timedOut = await page
    .waitForFunction(
      (selector) => {
        const state = window as unknown as { quietSince?: number };
        const busy = [...document.querySelectorAll(selector)].some((el) => el.checkVisibility());
        if (busy) {
          state.quietSince = undefined;
          return false;
        }
        state.quietSince ??= performance.now();
        return performance.now() - state.quietSince >= 150;
      },
      BUSY,
      { polling: 50, timeout: 10_000 },
    )
    .then(
      () => false,
      () => true,
    );
  const busy = timedOut
    ? await page
        .evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)]
              .filter((el) => el.checkVisibility())
              .map((el) => el.className.split(' ')[0])
              .join(','),
          BUSY,
        )
        .catch(() => 'closed')
    : undefined;
  await page.evaluate(() => delete (window as unknown as { quietSince?: number }).quietSince).catch(() => undefined);
  return busy;
}

/** One line a violation: the rule, its impact and the first few elements it found. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map((v) => {
    const where = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
    // The first element's reason says what to change, e.g. the two colours and their ratio.
    const why = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240);
    return `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} at ${where.join(' | ')}. ${why}`;
  });
}

const devtools = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Loads axe into the page's document as a script compiled and run through the DevTools protocol
 * rather than with `page.evaluate` (which hands the 550 kB to Playwright's own evaluation as an
 * argument): measured on the loaded machine, 0.2 to 0.6 s a page against 0.8 to 1.4 s. Neither
 * is subject to the page's script policy, as nothing the protocol runs is.
 */
async function injectAxe(page: Page): Promise<void> {
  let session = devtools.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('Runtime.enable');
        return cdp;
      });
    devtools.set(page, session);
  }
  const cdp = await session;
  const compiled = await cdp.send('Runtime.compileScript', { expression: AXE_SOURCE, sourceURL: 'axe.min.js', persistScript: true });
  if (!compiled.scriptId) throw new Error(`axe did not compile: ${compiled.exceptionDetails?.text ?? 'no script'}`);
  const ran = await cdp.send('Runtime.runScript', { scriptId: compiled.scriptId });
  if (ran.exceptionDetails) throw new Error(`axe did not load: ${ran.exceptionDetails.text}`);
}

/**
 * The WCAG 2.1 A/AA violations on the page now, one line each. axe runs in the page itself, loaded
 * once a document: @axe-core/playwright opened a blank page for every check to merge its frames'
 * results (the app has no frames), and only violations come back, as the details of every passed
 * check made up most of axe's answer.
 */
export async function a11yViolations(page: Page, timing?: CheckTiming): Promise<string[]> {
  const started = performance.now();
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  if (timing) timing.inject = performance.now() - started;
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        elementRef: false,
      }),
    WCAG_TAGS,
  );
  if (timing) timing.run = performance.now() - started - timing.inject;
  return describeViolations(result.violations);
}

/** Where a check's time went after settling, in ms: loading axe into the page, and running it. */
export interface CheckTiming {
  inject: number;
  run: number;
}

/**
 * Fails the journey on any violation: softly by default, so a walk over many pages goes on and
 * reports every one; `soft: false` stops it there.
 */
export async function checkA11y(page: Page, label = new URL(page.url()).pathname, { soft = true } = {}): Promise<void> {
  await settle(page);
  const violations = await a11yViolations(page);
  (soft ? expect.soft : expect)(violations, `axe on ${label}`).toEqual([]);
}
