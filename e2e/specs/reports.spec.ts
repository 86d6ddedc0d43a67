/**
 * Financial reports in a browser: a profit and loss for a financial year compared with the year
 * before, a drill-down into a figure, the PDF and XLSX files made by export jobs, and a lock requested by a
 * Supervisor and approved by a Super Admin signed in beside them.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoHorizontalScroll } from '../support/layout.js';
import { authHeaders, resumeSession } from '../support/session.js';

const REQUESTER = 'supervisor@demo.test';
const APPROVER = 'superadmin@demo.test';
// FY2024 (July 2023 to June 2024) keeps the lock date it sets clear of the other specs' postings.
const FROM = '2023-07-01';
const TO = '2024-06-30';
const expect = baseExpect.configure({ timeout: 30_000 });

interface Account {
  id: string;
  name: string;
  type: string;
  code: string;
}

/**
 * A demo business (by name, at `index`: each test its own, as the lock of one closes FY2024 to
 * postings) with sales and rent in FY2024 and sales in FY2023, posted as manual journals.
 */
async function businessWithPostings(request: APIRequestContext, index: number): Promise<{ businessId: string; income: Account }> {
  const auth = await authHeaders(request, REQUESTER);
  const list = (await (await request.get('/api/v1/businesses?limit=2&sort=name', { headers: auth })).json()) as { data: { id: string }[] };
  const businessId = (list.data[index] ?? list.data[0])?.id ?? '';
  const accounts = (
    (await (await request.get(`/api/v1/businesses/${businessId}/accounts`, { headers: auth })).json()) as { data: Account[] }
  ).data;
  const first = (type: string) => accounts.find((a) => a.type === type) ?? accounts[0];
  const [income, expense, asset] = [first('income'), first('expense'), first('asset')];
  if (!income || !expense || !asset) throw new Error('the demo chart has no income, expense or asset account');
  const post = async (date: string, narration: string, account: Account, cents: number) => {
    const lines = [
      { accountId: account.id, amount: -cents, taxCode: null },
      { accountId: asset.id, amount: cents, taxCode: null },
    ];
    const answer = await request.post(`/api/v1/businesses/${businessId}/journals`, { headers: auth, data: { date, narration, lines } });
    expect(answer.status()).toBe(201);
  };
  await post('2023-09-15', 'E2E sale September', income, 123456);
  await post('2024-02-10', 'E2E sale February', income, 50000);
  await post('2024-03-01', 'E2E rent March', expense, -34567);
  await post('2022-10-20', 'E2E sale last year', income, 100001);
  return { businessId, income };
}

/** A report file is made by an export job: its window shows the progress, then offers the file. */
async function download(page: Page, format: 'PDF' | 'XLSX'): Promise<Buffer> {
  await page.getByRole('button', { name: `Download ${format}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog.getByText('The file is ready')).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download', exact: true }).click()]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return readFile(await file.path());
}

test('profit and loss with comparison, drill-down, downloads and the lock flow', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const { businessId, income } = await businessWithPostings(request, 1);
  await resumeSession(page, REQUESTER);
  await page.goto(`/businesses/accounting-report?businessId=${businessId}`);
  await expect(page.getByRole('region', { name: 'GST summary (BAS)' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.goto(`/businesses/accounting-report/profit-and-loss?businessId=${businessId}&from=${FROM}&to=${TO}`);
  const table = page.getByRole('table', { name: 'Profit and loss' });
  await expect(table).toBeVisible();
  await page.getByRole('combobox', { name: 'Compare with' }).click();
  await page.getByRole('option', { name: 'Same period last year' }).click();
  await expect(table.getByRole('columnheader')).toHaveText(['Account', 'FY2024', 'FY2023']);
  const salesRow = table.getByRole('row').filter({ hasText: `${income.code} · ${income.name}` });
  await expect(salesRow).toContainText('1,734.56');
  await expect(salesRow).toContainText('1,000.01');
  await expectNoHorizontalScroll(page);

  await salesRow.getByRole('button', { name: new RegExp(`^${income.name}, FY2024`) }).click();
  const drawer = page.getByRole('dialog', { name: `Journal lines — ${income.name}` });
  await expect(drawer.getByText('E2E sale September')).toBeVisible();
  await expect(drawer.getByText('E2E sale February')).toBeVisible();
  await expect(drawer.getByText('E2E sale last year')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  expect((await download(page, 'PDF')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await download(page, 'XLSX')).subarray(0, 2).toString('latin1')).toBe('PK');

  await page.goto(`/edit-report/profit-loss?businessId=${businessId}&from=${FROM}&to=${TO}`);
  const status = page.getByTestId('report-status');
  await expect(status).toHaveText('Work in progress');
  await page.getByRole('button', { name: 'Request lock' }).click();
  await page.getByRole('dialog', { name: 'Request a lock' }).getByRole('button', { name: 'Send request' }).click();
  await expect(status).toHaveText('Waiting to approval');
  await expectNoHorizontalScroll(page);

  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  await resumeSession(approver, APPROVER);
  await approver.goto(`/edit-report/profit-loss?businessId=${businessId}&from=${FROM}&to=${TO}`);
  await approver.getByRole('button', { name: 'Pending' }).click();
  await approver.getByRole('button', { name: 'Review request' }).click();
  const review = approver.getByRole('dialog', { name: 'Approve or reject the lock' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByTestId('report-status')).toHaveText('Approved');
  await expect(approver.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await approverContext.close();

  await page.reload();
  await expect(status).toHaveText('Approved');
});

test('notes, save to files, balance sheet, and a saved report embedded by its link', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const { businessId } = await businessWithPostings(request, 0);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await resumeSession(page, REQUESTER);

  await page.goto(`/edit-report/balance-sheet?businessId=${businessId}&from=${FROM}&to=${TO}`);
  await expect(page.getByRole('table', { name: 'Balance sheet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Bank reconciliation checked');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('report-note')).toContainText('Bank reconciliation checked');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Save to files' }).click();
  await expect(page.getByText("The report was saved to the business's files as PDF.")).toBeVisible();
  await expectNoHorizontalScroll(page);
  // Retained earnings at 30 June 2024 hold the sale of FY2023: its lines reach back before the period.
  await page.getByRole('button', { name: /^Retained earnings, 30\/06\/2024: / }).click();
  const drawer = page.getByRole('dialog', { name: 'Journal lines — Retained earnings' });
  await expect(drawer).toContainText('Every line to 30/06/2024');
  await expect(drawer).toContainText('E2E sale last year');
  await expect(drawer).not.toContainText('E2E sale September');
  await page.keyboard.press('Escape');

  await page.goto(`/driven-report?businessId=${businessId}`);
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E board pack');
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom range' }).click();
  // The period's dates are typed day first, as a bookkeeper reads them.
  await page.getByRole('textbox', { name: 'From' }).fill('01/07/2023');
  await page.getByRole('textbox', { name: 'To' }).fill('30/06/2024');
  // Leaving the field closes its calendar, which otherwise lies over the buttons below it.
  await page.getByRole('textbox', { name: 'To' }).press('Tab');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('table', { name: 'E2E board pack' })).toContainText('1,734.56');
  await page.getByRole('button', { name: 'Save report' }).click();
  const saved = page.getByRole('table', { name: 'Saved reports' }).getByRole('row').filter({ hasText: 'E2E board pack' });
  await expect(saved).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saved.getByRole('button', { name: 'Copy embed link' }).click();
  await expect(page.getByText(/Embed link copied/)).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));

  const visitor = await browser.newContext();
  const embedded = await visitor.newPage();
  await embedded.goto(`/driven-report/iframe${link.search}`);
  await expect(embedded.getByRole('heading', { level: 1, name: 'E2E board pack' })).toBeVisible();
  await expect(embedded.getByRole('table', { name: 'E2E board pack' })).toContainText('1,734.56');
  await expect(embedded.getByRole('navigation')).toHaveCount(0);
  await expectNoHorizontalScroll(embedded);
  await visitor.close();
});
