/**
 * Statement imports that never mislead: a CSV without a header and one headed
 * date,description,amount are read right the first time, with no column chosen by hand, and a
 * statement none of whose rows can be read is refused with the reasons, leaving nothing behind.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { authHeaders, resumeSession } from '../support/session.js';
import { businessWithBankAccount, type BankAccountFixture } from '../support/statements.js';

const EMAIL = 'supervisor@demo.test';
// The shared machine is slow: a page's first data can take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

async function chooseStatement(page: Page, target: BankAccountFixture, name: string, csv: string) {
  await page.goto(`/conversion?businessId=${target.businessId}&bankAccountId=${target.bankAccountId}`);
  await expect(page.getByRole('link', { name: `Back to ${target.businessName}` })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** Uploads as mapped on screen, checks the preview and imports every row. */
async function importAsGuessed(page: Page, rows: number, firstDescription: string) {
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  const table = page.getByRole('table', { name: 'Rows to import' });
  await expect(table.getByRole('row')).toHaveCount(rows + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(firstDescription);
  await expect(page.getByTestId('preview-summary')).toContainText(`${rows} rows read, ${rows} kept (${rows} new`);
  await page.getByRole('button', { name: `Import ${rows} transactions` }).click();
  await expect(page.getByText(`${rows} transactions imported, 0 duplicates skipped (${rows} rows in the file).`)).toBeVisible();
}

test('a CSV without a header is mapped right first time and imported', async ({ page, request }) => {
  test.setTimeout(180_000);
  const target = await businessWithBankAccount(request, EMAIL);
  await resumeSession(page, EMAIL);
  await chooseStatement(
    page,
    target,
    'CSVData.csv',
    [
      '01/07/2026,+2500.00,"Transfer from client",+2500.00',
      '02/07/2026,-12.50,"EFTPOS CAFE SYDNEY",+2487.50',
      '03/07/2026,-1200.00,"RENT JULY",+1287.50',
    ].join('\r\n'),
  );
  await expect(page.getByRole('switch', { name: 'The first row is a header' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Amount column', exact: true })).toHaveValue('Column 2');
  await expect(page.getByRole('combobox', { name: 'Description column', exact: true })).toHaveValue('Column 3');
  await expect(page.getByRole('table', { name: 'First rows as read with this mapping' })).toContainText('Transfer from client');
  await importAsGuessed(page, 3, 'Transfer from client');
});

test('a CSV headed date,description,amount is mapped right first time, through the guess and through a bank layout', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const target = await businessWithBankAccount(request, EMAIL);
  await resumeSession(page, EMAIL);
  const csv = 'date,description,amount\n01/07/2026,Invoice 2001 E2E,550.00\n02/07/2026,Bank fee E2E,-10.00\n';
  await chooseStatement(page, target, 'july.csv', csv);
  await expect(page.getByRole('combobox', { name: 'Amount column', exact: true })).toHaveValue('3. amount');
  await expect(page.getByRole('combobox', { name: 'Description column', exact: true })).toHaveValue('2. description');
  // CommBank's layout has no header and the amount second; the file's header puts it right.
  await page.getByText('Ready-made bank layout', { exact: true }).click();
  const live = page.getByRole('table', { name: 'First rows as read with this mapping' });
  await expect(live).toContainText('Invoice 2001 E2E');
  await expect(live).toContainText('550.00');
  await expect(page.getByTestId('live-counts')).toHaveText('2 rows read: 2 kept, 0 left out.');
  await page.getByText('Map the columns myself', { exact: true }).click();
  await importAsGuessed(page, 2, 'Invoice 2001 E2E');
});

test('a statement none of whose rows can be read is refused with the reasons, and nothing is imported', async ({ page, request }) => {
  test.setTimeout(180_000);
  const target = await businessWithBankAccount(request, EMAIL);
  await resumeSession(page, EMAIL);
  const csv = ['Date,Description,Amount', '2026.07.01,Coffee,-4.50', '2026.07.02,Tea,-3.00', '2026.07.03,Cake,-6.00'].join('\n');
  await chooseStatement(page, target, 'dots.csv', csv);
  await expect(page.getByTestId('mapping-guess')).toContainText('could not be recognised');
  await expect(page.getByTestId('live-nothing')).toContainText("Line 2: the date '2026.07.01' is not a date written d/m/Y");

  await page.getByRole('button', { name: 'Upload and preview' }).click();
  const refusal = page.getByTestId('import-refused');
  await expect(refusal).toContainText('Nothing in this file can be imported');
  await expect(refusal).toContainText('None of the 3 rows read can be imported.');
  await expect(refusal).toContainText("Line 4: the date '2026.07.03' is not a date written d/m/Y");
  await expect(refusal).toContainText('Choose the date format the file uses');
  await expect(page.getByRole('table', { name: 'Rows to import' })).toHaveCount(0);

  const headers = await authHeaders(request, EMAIL);
  const imports = await request.get(`/api/v1/businesses/${target.businessId}/imports?bankAccountId=${target.bankAccountId}`, { headers });
  expect(((await imports.json()) as { pagination: { total: number } }).pagination.total).toBe(0);
});
