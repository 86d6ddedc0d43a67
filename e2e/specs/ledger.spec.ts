/**
 * The ledger in a browser: a CSV statement is imported with a column mapping of one's own (saved
 * for next time), two transactions are coded with the keyboard in the master table, and the
 * trial balance moves.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectCodingColumnsInView, expectNoHorizontalScroll } from '../support/layout.js';
import { resumeSession } from '../support/session.js';
import {
  businessWithBankAccount,
  importMappedStatement,
  STATEMENT_HEADER,
  uploadAndMapStatement,
  type BankAccountFixture,
} from '../support/statements.js';

const EMAIL = 'supervisor@demo.test';
// The shared machine is slow: a page's first data can take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A bank's CSV with its own layout: reference first, then date, details, separate debit and credit. */
const STATEMENT = [
  STATEMENT_HEADER,
  'R1,01/03/2026,Invoice 1001 E2E customer,,1100.00',
  'R2,02/03/2026,Invoice 1002 E2E customer,,550.00',
  'R3,03/03/2026,Account fee,22.00,',
  '',
].join('\n');

async function importWithNewMapping(page: Page, target: BankAccountFixture) {
  await uploadAndMapStatement(page, target, STATEMENT);
  const live = page.getByRole('table', { name: 'First rows as read with this mapping' });
  await expect(live).toContainText('1,100.00');
  await expect(live).toContainText('-$22.00');
  await page.getByRole('textbox', { name: 'Mapping name' }).fill(`E2E bank ${Date.now()}`);
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Mapping saved.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await importMappedStatement(page, 3);
}

async function totalDebit(page: Page, businessId: string): Promise<string> {
  await page.goto(`/businesses/accounting-report/trial-balance?businessId=${businessId}&from=2025-07-01&to=2026-06-30`);
  const total = page.getByTestId('total-debit');
  await expect(total.or(page.getByText('No postings in this period.'))).toBeVisible();
  return (await total.count()) > 0 ? ((await total.textContent()) ?? '') : '0.00';
}

async function codeRow(page: Page, description: string) {
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await grid.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 50; i++) {
    const active = grid.locator('[role="row"][aria-selected="true"]');
    if ((await active.textContent())?.includes(description)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.getByTestId('coding-editor').getByRole('combobox', { name: 'Account', exact: true }).fill('Sales');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

/** Scrolled sideways, the grid keeps its leading columns (date to description) in place while the others move. */
async function expectStickyLeadingColumns(page: Page) {
  const grid = page.getByRole('grid', { name: 'Transactions' });
  const header = (name: string) => grid.getByRole('columnheader', { name, exact: true });
  const left = async (name: string) => (await header(name).boundingBox())?.x ?? Number.NaN;
  // Coding with the keyboard scrolled the editor into view: start from the left edge.
  const scrollTo = async (x: number) => {
    await grid.evaluate((el, to) => el.scrollTo({ left: to, behavior: 'instant' }), x);
    return grid.evaluate((el) => el.scrollLeft);
  };
  expect(await scrollTo(0)).toBe(0);
  const before = { date: await left('Date'), description: await left('Description'), reference: await left('Reference') };
  const scrolled = await scrollTo(600);
  expect(scrolled).toBeGreaterThan(0);
  expect(await left('Date')).toBeCloseTo(before.date, 0);
  expect(await left('Description')).toBeCloseTo(before.description, 0);
  expect(await left('Reference')).toBeCloseTo(before.reference - scrolled, 0);
}

test('imports a CSV with a new column mapping, codes two transactions with the keyboard, and the trial balance changes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const target = await businessWithBankAccount(request, EMAIL);
  const { businessId } = target;
  await resumeSession(page, EMAIL);
  const before = await totalDebit(page, businessId);
  await importWithNewMapping(page, target);

  await page.goto(`/businesses/master-table?businessId=${businessId}&q=Invoice`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByText('Invoice 1001')).toBeVisible();
  await codeRow(page, 'Invoice 1001');
  await expect(grid.getByRole('row').filter({ hasText: 'Invoice 1001' })).toContainText('4-1000');
  await codeRow(page, 'Invoice 1002');
  await expect(grid.getByRole('row').filter({ hasText: 'Invoice 1002' })).toContainText('4-1000');
  await expectNoHorizontalScroll(page);
  await expectCodingColumnsInView(page);
  await expectStickyLeadingColumns(page);
  await page.keyboard.press('s');
  const split = page.getByRole('dialog', { name: 'Split transaction' });
  await expect(split).toBeVisible();
  const lines = await split.getByTestId('split-line').count();
  await split.getByRole('button', { name: 'Add line' }).click();
  await expect(split.getByTestId('split-line')).toHaveCount(lines + 1);
  await page.keyboard.press('Escape');

  const after = await totalDebit(page, businessId);
  expect(after).not.toBe(before);

  await page.goto(`/businesses/${businessId}?tab=general-journal`);
  await page.getByRole('button', { name: 'New journal' }).click();
  await expect(page.getByRole('dialog', { name: 'New journal' })).toBeVisible();
});
