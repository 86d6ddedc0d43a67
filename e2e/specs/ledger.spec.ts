/**
 * The ledger in a browser: a CSV statement is imported with a column mapping of one's own (saved
 * for next time), two transactions are coded with the keyboard in the master table, and the
 * trial balance moves.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from '../support/layout.js';
import { authHeaders, resumeSession } from '../support/session.js';

const EMAIL = 'supervisor@demo.test';
// The shared machine is slow: a page's first data can take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A business of the demo data and a new, empty bank account of it. */
async function businessWithBankAccount(request: APIRequestContext): Promise<{ businessId: string; bankAccountId: string }> {
  const headers = await authHeaders(request, EMAIL);
  const list = (await (await request.get('/api/v1/businesses?limit=1', { headers })).json()) as { data: { id: string }[] };
  const businessId = list.data[0]?.id ?? '';
  const account = await request.post(`/api/v1/businesses/${businessId}/bank-accounts`, {
    headers,
    data: { name: `E2E cheque ${Date.now()}` },
  });
  expect(account.status()).toBe(201);
  return { businessId, bankAccountId: ((await account.json()) as { data: { id: string } }).data.id };
}

/** A bank's CSV with its own layout: reference first, then date, details, separate debit and credit. */
const STATEMENT = [
  'Ref,Posted,Details,Debit,Credit',
  'R1,01/03/2026,Invoice 1001 E2E customer,,1100.00',
  'R2,02/03/2026,Invoice 1002 E2E customer,,550.00',
  'R3,03/03/2026,Account fee,22.00,',
  '',
].join('\n');

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function importWithNewMapping(page: Page, businessId: string, bankAccountId: string) {
  await page.goto(`/conversion?businessId=${businessId}&bankAccountId=${bankAccountId}`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'march.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) });
  await chooseOption(page, 'Date column', '2. Posted');
  await page.getByText('Debit and credit columns', { exact: true }).click();
  await chooseOption(page, 'Debit (money out) column', '4. Debit');
  await chooseOption(page, 'Credit (money in) column', '5. Credit');
  await chooseOption(page, 'Description column', '3. Details');
  await chooseOption(page, 'Reference column', '1. Ref');
  const live = page.getByRole('table', { name: 'First rows as read with this mapping' });
  await expect(live).toContainText('1,100.00');
  await expect(live).toContainText('-22.00');
  await page.getByRole('textbox', { name: 'Mapping name' }).fill(`E2E bank ${Date.now()}`);
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Mapping saved.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Upload and preview' }).click();
  const rows = page.getByRole('table', { name: 'Rows to import' });
  await expect(rows.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(page.getByText('3 transactions imported, 0 duplicates skipped (3 rows in the file).')).toBeVisible();
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
  const { businessId, bankAccountId } = await businessWithBankAccount(request);
  await resumeSession(page, EMAIL);
  const before = await totalDebit(page, businessId);
  await importWithNewMapping(page, businessId, bankAccountId);

  await page.goto(`/businesses/master-table?businessId=${businessId}&q=Invoice`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByText('Invoice 1001')).toBeVisible();
  await codeRow(page, 'Invoice 1001');
  await expect(grid.getByRole('row').filter({ hasText: 'Invoice 1001' })).toContainText('4-1000');
  await codeRow(page, 'Invoice 1002');
  await expect(grid.getByRole('row').filter({ hasText: 'Invoice 1002' })).toContainText('4-1000');
  await expectNoHorizontalScroll(page);
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
