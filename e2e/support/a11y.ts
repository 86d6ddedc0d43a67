/**
 * WCAG 2.1 A and AA checks with axe-core on the page as a person sees it: after its data has
 * loaded, so a skeleton or spinner is not what gets judged.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits for the page to settle: the top progress bar done, no loader or skeleton left. */
export async function settle(page: Page): Promise<void> {
  const busy = page.locator('.mantine-Progress-root[data-mounted], .mantine-Loader-root, .mantine-Skeleton-root[data-visible]');
  await expect(busy.first())
    .toBeHidden({ timeout: 15_000 })
    .catch(() => undefined);
}

/** One line a violation: the rule, its impact and the first few elements it found. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => {
    const where = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
    // The first element's reason says what to change, e.g. the two colours and their ratio.
    const why = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240);
    return `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} at ${where.join(' | ')}. ${why}`;
  });
}

/** The WCAG 2.1 A/AA violations on the page now, one line each. */
export async function a11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
