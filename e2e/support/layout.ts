/** Layout checks that stand in for looking at a screenshot. */
import { expect, type Page } from '@playwright/test';

/** The page fits the window's width (1280 px in the config): nothing makes the whole document scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: 'the page is wider than the window' }).toBeLessThanOrEqual(0);
}

/** At 1280 px, unscrolled, the suggestion and coding columns sit inside the grid's visible width, and the page does not scroll. */
export async function expectCodingColumnsInView(page: Page) {
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await grid.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  const box = await grid.boundingBox();
  for (const name of ['Suggestion', 'Account', 'Tax code', 'GST']) {
    const header = await grid.getByRole('columnheader', { name, exact: true }).boundingBox();
    expect(header && box && header.x + header.width <= box.x + box.width, name).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
}
