/**
 * Step 2 journeys for clients and businesses: a Supervisor filters, tags, archives and restores a
 * client; a Case Manager's quick search lands on the business list with the keyword applied; a
 * Super Admin pages through the demo practice's 60 clients with the page-size selector.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { openAs } from '../support/session.js';

// The Supervisor archives a client while the Super Admin counts them all: one after the other.
test.describe.configure({ mode: 'default' });

const clientList = (page: Page) => page.getByRole('table', { name: 'Clients' });
const clientRequest = (page: Page, check: (url: URL) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/clients' && response.request().method() === 'GET' && check(url);
  });

/** Opens the client list from the menu and waits for its first page. */
async function openClientList(page: Page): Promise<void> {
  const firstPage = clientRequest(page, (url) => url.searchParams.get('skip') === '0');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Client management', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Client management' })).toBeVisible();
  await firstPage;
}

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a Supervisor filters, tags, archives and restores a client', async ({ page }) => {
  test.slow();
  const client = 'Lychee Florist';
  await openAs(page, 'supervisor@demo.test');
  await openClientList(page);
  await expect(clientList(page).getByRole('link', { name: 'Bondi Beach Bakery' })).toBeVisible();

  // Filter: keyword and status go into the URL and the request.
  const searched = clientRequest(page, (url) => url.searchParams.get('keyword') === 'Lychee');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Lychee');
  await page.getByRole('textbox', { name: 'Search', exact: true }).press('Enter');
  await searched;
  await expect(page).toHaveURL(/clientKeyword=Lychee/);
  await expect(clientList(page).getByRole('link', { name: client })).toBeVisible();
  await expect(clientList(page).getByRole('link', { name: 'Bondi Beach Bakery' })).toHaveCount(0);
  const active = clientRequest(page, (url) => url.searchParams.get('status') === 'active');
  await choose(page, 'Status', 'Active');
  await active;
  await expect(page).toHaveURL(/status=active/);

  // Tag: choose from the tag list.
  await page.getByRole('button', { name: `Actions for ${client}` }).click();
  await page.getByRole('menuitem', { name: 'Tags' }).click();
  const dialog = page.getByRole('dialog', { name: `Tags of ${client}` });
  await dialog.getByRole('combobox', { name: 'Choose from the tag list' }).click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Add tag successfully.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove tag New' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const row = clientList(page).getByRole('row').filter({ hasText: client });
  await expect(row.getByText('New', { exact: true })).toBeVisible();

  // The tag filter finds it too.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Search', exact: true }).press('Enter');
  const tagged = clientRequest(page, (url) => url.searchParams.has('tagId') && !url.searchParams.has('keyword'));
  await choose(page, 'Tag', 'New');
  await tagged;
  await expect(page).toHaveURL(/tagId=/);
  await expect(clientList(page).getByRole('link')).toHaveText([client]);

  // Archive: it leaves the active list and shows under Archive.
  await page.getByRole('button', { name: `Actions for ${client}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('Client archived.')).toBeVisible();
  await expect(clientList(page).getByText('No matching clients')).toBeVisible();
  await choose(page, 'Status', 'Archive');
  await expect(page).toHaveURL(/status=archived/);
  await expect(row.getByText('Archive', { exact: true })).toBeVisible();

  // Restore: active again.
  await page.getByRole('button', { name: `Actions for ${client}` }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(page.getByText('Client restored.')).toBeVisible();
  await expect(clientList(page).getByText('No matching clients')).toBeVisible();
  await choose(page, 'Status', 'Active');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});

test("a Case Manager's quick search lands on the business list with the keyword applied", async ({ page }) => {
  test.slow();
  await openAs(page, 'casemanager@demo.test');
  const listed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/businesses' && url.searchParams.get('keyword') === 'Harbourside';
  });
  const search = page.getByRole('textbox', { name: 'Search clients' });
  await search.fill('  Harbourside ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/business-management\?page=1&clientKeyword=Harbourside$/);
  await listed;
  await expect(page.getByRole('heading', { name: 'Business management' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('Harbourside');
  const table = page.getByRole('table', { name: 'Businesses' });
  const names = table.getByRole('row').locator('td:nth-child(1) a');
  await expect(names).toHaveText([
    'Harbourside Dental',
    'Harbourside Dental Catering',
    'Harbourside Dental Holdings',
    'Harbourside Dental Property Trust',
  ]);
  await expect(page.getByText('1–4 of 4')).toBeVisible();
  await expect(table.getByText('Bondi Beach Bakery')).toHaveCount(0);
});

test('a Super Admin pages through the clients with the page-size selector, Prev and Next', async ({ page }) => {
  test.slow();
  await openAs(page, 'superadmin@demo.test');
  await openClientList(page);
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  await expect(clientList(page).locator('tbody tr')).toHaveCount(10);

  const twenty = clientRequest(page, (url) => url.searchParams.get('limit') === '20' && url.searchParams.get('skip') === '0');
  await choose(page, 'Rows per page', '20');
  const { pagination } = (await (await twenty).json()) as { pagination: { total: number } };
  const total = pagination.total;
  expect(total).toBeGreaterThanOrEqual(60);
  const pages = Math.ceil(total / 20);
  await expect(page).toHaveURL(/limit=20/);
  await expect(page.getByText(`1–20 of ${total}`)).toBeVisible();
  await expect(clientList(page).locator('tbody tr')).toHaveCount(20);

  const next = page.getByRole('button', { name: 'Next' });
  const prev = page.getByRole('button', { name: 'Prev' });
  await expect(prev).toBeDisabled();
  for (let n = 2; n <= pages; n += 1) {
    const loaded = clientRequest(page, (url) => url.searchParams.get('skip') === String((n - 1) * 20));
    await next.click();
    await loaded;
    await expect(page).toHaveURL(new RegExp(`page=${n}`));
    await expect(page.getByText(`${(n - 1) * 20 + 1}–${Math.min(n * 20, total)} of ${total}`)).toBeVisible();
  }
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(next).toBeDisabled();
  await prev.click();
  await expect(page).toHaveURL(new RegExp(`page=${pages - 1}`));
  await expect(page.getByText(`${(pages - 2) * 20 + 1}–${(pages - 1) * 20} of ${total}`)).toBeVisible();
  await expect(clientList(page).locator('tbody tr')).toHaveCount(20);
});
