/** Layout checks that stand in for looking at a screenshot. */
import { expect, type Page } from '@playwright/test';

/** The page fits the window's width (1280 px in the config): nothing makes the whole document scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: 'the page is wider than the window' }).toBeLessThanOrEqual(0);
}
