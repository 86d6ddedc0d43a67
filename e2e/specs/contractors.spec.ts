/**
 * Contractors and TPAR journey: a Case Manager adds a contractor (the ABN checksum answers as it is
 * typed), finds its payments by keyword among newly imported bank lines, confirms them, and
 * downloads the year's TPAR as CSV and as the ATO's electronic file.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect } from '@playwright/test';
import { test } from '../support/test.js';
import { resumeSession } from '../support/session.js';
import { businessWithBankAccount, chooseOption, importOfxLines } from '../support/statements.js';

const EMAIL = 'casemanager@demo.test';
const expect = baseExpect.configure({ timeout: 30_000 });

// Two payments to the tiler in September 2026 (TPAR year 2026–27) and one line that is not theirs,
// imported through the API: importing through /conversion is what the imports and ledger journeys
// are about.
const STATEMENT = [
  { date: '20260901', amount: '-1100.00', description: 'TFR ZEPHYR TILING INV 7' },
  { date: '20260915', amount: '-550.00', description: 'ZEPHYR TILING INV 8' },
  { date: '20260916', amount: '-99.00', description: 'BUNNINGS 4471' },
];

test('a contractor’s payments are found by keyword, confirmed and reported in the TPAR', async ({ page, request }) => {
  test.setTimeout(150_000);
  const target = await businessWithBankAccount(request, EMAIL);
  await importOfxLines(request, EMAIL, target, STATEMENT);
  await resumeSession(page, EMAIL);

  await page.goto('/subcontractor-keyword-abn');
  await page.getByPlaceholder('Choose a business').fill(target.businessName);
  await page.getByRole('option', { name: target.businessName, exact: true }).click();
  await expect(page.getByText(/No contractors yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Add contractor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contractor' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Zephyr Tiling');
  const abn = dialog.getByRole('textbox', { name: 'ABN' });
  await abn.fill('12 345 678 901');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/This ABN fails the checksum/)).toBeVisible();
  await abn.fill('51 824 753 556');
  await expect(dialog.getByText('Checksum correct')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('12 Gum Tree Road');
  await dialog.getByRole('textbox', { name: 'Suburb' }).fill('Parramatta');
  await chooseOption(page, 'State', 'NSW');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill('2150');
  await dialog.getByPlaceholder('e.g. ACME TILING').fill('zephyr tiling');
  await dialog.getByPlaceholder('e.g. ACME TILING').press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Zephyr Tiling saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '51 824 753 556' })).toBeVisible();

  await page.getByRole('tab', { name: 'Find payments' }).click();
  await page.getByRole('button', { name: 'Scan bank lines' }).click();
  const found = page.getByRole('table', { name: 'Find contractor payments' });
  await expect(found.getByText('TFR ZEPHYR TILING INV 7')).toBeVisible();
  await expect(found.getByText('ZEPHYR TILING INV 8')).toBeVisible();
  await expect(found.getByText('BUNNINGS 4471')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm 2 payments' }).click();
  await expect(page.getByText('2 payments linked to their contractors.')).toBeVisible();

  await page.getByRole('tab', { name: 'TPAR' }).click();
  await chooseOption(page, 'Financial year', '2026–27');
  const report = page.getByRole('table', { name: 'TPAR 2026–27' });
  await expect(report.getByRole('row').filter({ hasText: 'Zephyr Tiling' }).getByRole('cell', { name: '1,650.00' })).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = await readFile((await (await csvDownload).path()) ?? '', 'utf8');
  expect(csv).toContain('Zephyr Tiling,51 824 753 556,');
  expect(csv).toContain('1650.00');

  await page.getByRole('button', { name: 'ATO electronic file' }).click();
  const form = page.getByRole('dialog', { name: 'ATO electronic TPAR file' });
  await form.getByRole('textbox', { name: 'Contact name' }).fill('An Nguyen');
  await form.getByRole('textbox', { name: 'Contact telephone' }).fill('02 9999 0000');
  await form.getByRole('textbox', { name: 'Business street address' }).fill('1 Harbour St');
  await form.getByRole('textbox', { name: 'Suburb' }).fill('Sydney');
  await chooseOption(page, 'State', 'NSW');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('2000');
  const fileDownload = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download file' }).click();
  const download = await fileDownload;
  const text = await readFile((await download.path()) ?? '', 'latin1');
  expect(download.suggestedFilename()).toMatch(/-tpar-2027\.txt$/);
  expect(text.length % 996).toBe(0);
  expect(text).toContain('DPAIVS51824753556');
  expect(text).toContain('Zephyr Tiling');
});
