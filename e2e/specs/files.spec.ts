/**
 * Step 5 journeys for files: a Supervisor builds folders and moves a file by dragging it onto a
 * folder; a client opens a magic link in a fresh browser (never signed in), uploads two files and
 * sees them confirmed, and the staff member finds them in the folder.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { openAs } from '../support/session.js';
import { expectNoHorizontalScroll } from '../support/layout.js';

/** Opens the file manager from the menu and picks the client, then whose folders. */
async function openFiles(page: Page, client: string, owner: 'client' | 'first business'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Files', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'File management' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).fill(client);
  await page.getByRole('option', { name: new RegExp(client) }).click();
  if (owner === 'first business') {
    await page.getByRole('combobox', { name: 'Files of' }).click();
    await page.getByRole('option').nth(1).click();
  }
  await expect(page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'All files', exact: true })).toBeVisible();
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Folders' });
const fileTable = (page: Page) => page.getByRole('table', { name: 'Files' });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`) });

async function newFolder(page: Page, parent: string, name: string): Promise<void> {
  await tree(page)
    .getByRole('button', { name: `Actions for folder ${parent}` })
    .click();
  await page.getByRole('menuitem', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(tree(page).getByRole('button', { name, exact: true })).toBeVisible();
}

test('a Supervisor builds folders and moves a file by drag and drop', async ({ page }) => {
  test.slow();
  await openAs(page, 'supervisor@demo.test');
  await openFiles(page, 'Bondi Beach Bakery', 'client');

  await newFolder(page, 'All files', 'Payroll 2026');
  await newFolder(page, 'Payroll 2026', 'March');

  await tree(page).getByRole('button', { name: 'All files', exact: true }).click();
  await page.locator('input[type=file]').setInputFiles([pdf('payslips-march.pdf')]);
  await expect(page.getByRole('progressbar', { name: 'Upload of payslips-march.pdf' })).toBeVisible();
  const row = fileTable(page).getByRole('row', { name: /payslips-march\.pdf/ });
  await expect(row).toBeVisible();
  await expectNoHorizontalScroll(page);

  const moved = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes('/api/v1/files/'));
  await row.dragTo(tree(page).getByRole('button', { name: 'March', exact: true }));
  const patch = (await moved).postDataJSON() as { folderId: string };
  expect(patch.folderId).toBeTruthy();
  await expect(fileTable(page).getByRole('row', { name: /payslips-march\.pdf/ })).toHaveCount(0);

  await tree(page).getByRole('button', { name: 'March', exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'March' })).toBeVisible();
  await expect(fileTable(page).getByRole('row', { name: /payslips-march\.pdf/ })).toBeVisible();
});

test('a client uploads two files through a magic link without signing in, and the staff member sees them', async ({ page, browser }) => {
  test.slow();
  await openAs(page, 'supervisor@demo.test');
  await openFiles(page, 'Bondi Beach Bakery', 'first business');

  await tree(page).getByRole('button', { name: 'Actions for folder Bank statements' }).click();
  await page.getByRole('menuitem', { name: 'Request files…' }).click();
  const request = page.getByRole('dialog', { name: 'Request files into Bank statements' });
  await request.getByRole('textbox', { name: 'Message' }).fill('Please send the March bank statements.');
  await expect(request.getByRole('textbox', { name: 'Expires in (days)' })).toHaveValue('30');
  await request.getByRole('button', { name: 'Create link' }).click();
  const magic = page.getByRole('dialog', { name: 'Upload link' });
  await expect(magic).toBeVisible();
  const link = await magic.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/upload-request\/[0-9a-f-]+\?token=/);

  // A fresh browser context: no cookie, no session.
  const outsider = await browser.newContext();
  const client = await outsider.newPage();
  const target = new URL(link);
  await client.goto(`${target.pathname}${target.search}`);
  await expect(client.getByText('Please send the March bank statements.')).toBeVisible();
  await client.getByRole('textbox', { name: 'Your name or email' }).fill('Jane Client');
  await client.locator('input[type=file]').setInputFiles([pdf('march-cba.pdf'), pdf('march-nab.pdf')]);
  const success = client.getByRole('status');
  await expect(success.getByRole('heading', { name: 'Your 2 files have arrived' })).toBeVisible();
  await expect(success.getByText('march-cba.pdf')).toBeVisible();
  await expect(success.getByText('march-nab.pdf')).toBeVisible();
  await expectNoHorizontalScroll(client);
  await outsider.close();

  await page.keyboard.press('Escape');
  await expect(magic).toBeHidden();
  await tree(page).getByRole('button', { name: 'Bank statements', exact: true }).click();
  await expect(fileTable(page).getByRole('row', { name: /march-cba\.pdf/ })).toBeVisible();
  await expect(fileTable(page).getByRole('row', { name: /march-nab\.pdf.*Jane Client/ })).toBeVisible();

  // The request's own page: open, with both files received from Jane.
  await page.goto(target.pathname);
  await expect(page.getByRole('heading', { name: 'Upload request · Bondi Beach Bakery' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  const received = page.getByRole('table', { name: 'Received files' });
  await expect(received.getByRole('row', { name: /march-cba\.pdf.*Jane Client/ })).toBeVisible();
  await expect(received.getByRole('row', { name: /march-nab\.pdf.*Jane Client/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
