/**
 * The ledger in a browser: a statement is imported through the API, two transactions are coded
 * with the keyboard in the master table, and the trial balance moves. Screenshots go to /tmp.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.js';
import { signIn } from '../support/session.js';

const EMAIL = 'supervisor@demo.test';
// The shared machine is slow: a page's first data can take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

async function token(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/auth/login', { data: { email: EMAIL, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A business of the demo data with a new bank account holding three imported lines. */
async function businessWithTransactions(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `Bearer ${await token(request)}` };
  const list = (await (await request.get('/api/v1/businesses?limit=1', { headers })).json()) as { data: { id: string }[] };
  const businessId = list.data[0]?.id ?? '';
  const account = await request.post(`/api/v1/businesses/${businessId}/bank-accounts`, { headers, data: { name: `E2E cheque ${Date.now()}` } });
  expect(account.status()).toBe(201);
  const bankAccountId = ((await account.json()) as { data: { id: string } }).data.id;
  const qif = ['!Type:Bank', 'D01/03/2026', 'T1100.00', 'PE2E customer', 'MInvoice 1001', '^', 'D02/03/2026', 'T550.00', 'PE2E customer', 'MInvoice 1002', '^', 'D03/03/2026', 'T-22.00', 'PBank', 'MAccount fee', '^', ''].join('\n');
  const preview = await request.post(`/api/v1/businesses/${businessId}/bank-accounts/${bankAccountId}/imports`, {
    headers,
    multipart: { file: { name: 'statement.qif', mimeType: 'application/octet-stream', buffer: Buffer.from(qif) }, dateOrder: 'dmy' },
  });
  expect(preview.status()).toBe(201);
  const importId = ((await preview.json()) as { data: { id: string } }).data.id;
  expect((await request.post(`/api/v1/imports/${importId}/commit`, { headers })).ok()).toBe(true);
  return businessId;
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

test('codes two transactions with the keyboard and the trial balance changes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const businessId = await businessWithTransactions(request);
  await signIn(page, EMAIL);
  const before = await totalDebit(page, businessId);

  await page.goto(`/businesses/master-table?businessId=${businessId}&q=Invoice`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByText('Invoice 1001')).toBeVisible();
  await codeRow(page, 'Invoice 1001');
  await expect(grid.getByRole('row').filter({ hasText: 'Invoice 1001' })).toContainText('4-1000');
  await codeRow(page, 'Invoice 1002');
  await expect(grid.getByRole('row').filter({ hasText: 'Invoice 1002' })).toContainText('4-1000');
  await grid.evaluate((el) => { el.scrollLeft = 600; });
  await page.screenshot({ path: '/tmp/ledger-master-table.png' });
  await page.keyboard.press('s');
  await expect(page.getByRole('dialog', { name: 'Split transaction' })).toBeVisible();
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.screenshot({ path: '/tmp/ledger-split.png' });
  await page.keyboard.press('Escape');

  const after = await totalDebit(page, businessId);
  expect(after).not.toBe(before);
  await page.screenshot({ path: '/tmp/ledger-trial-balance.png' });

  await page.goto(`/businesses/${businessId}?tab=general-journal`);
  await page.getByRole('button', { name: 'New journal' }).click();
  await expect(page.getByRole('dialog', { name: 'New journal' })).toBeVisible();
  await page.screenshot({ path: '/tmp/ledger-journal-form.png' });
});
