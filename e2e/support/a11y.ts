/**
 * WCAG 2.1 A and AA checks with axe-core on the page as a person sees it: after its data has
 * loaded, so a skeleton or spinner is not what gets judged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
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
 * never settles is judged as it is after 10 s, where axe names what it finds.
 */
export async function settle(page: Page): Promise<void> {
  await page
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
    .catch(() => undefined);
  await page.evaluate(() => delete (window as unknown as { quietSince?: number }).quietSince).catch(() => undefined);
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

/**
 * The WCAG 2.1 A/AA violations on the page now, one line each. axe runs in the page itself, loaded
 * once a document: @axe-core/playwright opened a blank page for every check to merge its frames'
 * results (the app has no frames), and only violations come back, as the details of every passed
 * check made up most of axe's answer.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        elementRef: false,
      }),
    WCAG_TAGS,
  );
  return describeViolations(result.violations);
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
