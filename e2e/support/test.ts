/**
 * The journeys' `test`: its page runs axe (WCAG 2.1 A and AA) on every page a journey opens with
 * `goto`, as the journey leaves it and at its end, so what is judged is the page after the
 * journey has used it (data loaded, a modal or toast maybe open), not a half-loaded one.
 */
import { test as base } from '@playwright/test';
import { checkA11y } from './a11y.js';

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    let opened = false;
    page.goto = async (...args: Parameters<typeof goto>) => {
      if (opened) await checkA11y(page, undefined, { soft: false });
      const answer = await goto(...args);
      opened = true;
      return answer;
    };
    await use(page);
    if (opened && testInfo.status === testInfo.expectedStatus && !page.isClosed()) await checkA11y(page, undefined, { soft: false });
  },
});

export { expect } from '@playwright/test';
