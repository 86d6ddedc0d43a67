/**
 * Bank reconciliation in a browser: a statement with a running balance is imported, a bookkeeper
 * opens the account's reconciliation from the business's bank accounts, sees the one uncoded line
 * that keeps the statement and the ledger apart, codes it, and marks the account reconciled to the
 * statement's closing balance; the line then refuses a recode.
 */
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoHorizontalScroll } from '../support/layout.js';
import { authHeaders, openAs } from '../support/session.js';
import { businessWithBankAccount, chooseOption, type BankAccountFixture } from '../support/statements.js';

const EMAIL = 'supervisor@demo.test';
const expect = baseExpect.configure({ timeout: 30_000 });

/** CommBank's layout: date, signed amount, description, running balance; it closes 5 March at 1,628.00. */
const STATEMENT = [
  '02/03/2026,+1100.00,"Invoice 2001 E2E reconcile",+1100.00',
  '03/03/2026,-22.00,"Account fee E2E reconcile",+1078.00',
  '05/03/2026,+550.00,"Invoice 2002 E2E reconcile",+1628.00',
].join('\r\n');

type Line = { id: string; amount: number; description: string };

async function importStatement(request: APIRequestContext, target: BankAccountFixture): Promise<Line[]> {
  const headers = await authHeaders(request, EMAIL);
  const base = `/api/v1/businesses/${target.businessId}/bank-accounts/${target.bankAccountId}`;
  const preview = await request.post(`${base}/imports`, {
    headers,
    multipart: { bank: 'commbank', file: { name: 'march.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) } },
  });
  expect(preview.status()).toBe(201);
  const importId = ((await preview.json()) as { data: { id: string } }).data.id;
  expect((await request.post(`/api/v1/imports/${importId}/commit`, { headers })).status()).toBe(200);
  const list = await request.get(`/api/v1/businesses/${target.businessId}/transactions?bankAccountId=${target.bankAccountId}&limit=50`, {
    headers,
  });
  return ((await list.json()) as { data: Line[] }).data;
}

async function code(request: APIRequestContext, target: BankAccountFixture, line: Line, accountCode: string) {
  const headers = await authHeaders(request, EMAIL);
  const accounts = await request.get(`/api/v1/businesses/${target.businessId}/accounts`, { headers });
  const account = ((await accounts.json()) as { data: { id: string; code: string }[] }).data.find((a) => a.code === accountCode);
  if (!account) throw new Error(`the business's chart has no ${accountCode}`);
  return request.put(`/api/v1/transactions/${line.id}/coding`, {
    headers,
    data: { lines: [{ accountId: account.id, taxCode: 'N-T', amount: line.amount }] },
  });
}

async function openReconciliation(page: Page, target: BankAccountFixture) {
  await openAs(page, EMAIL, `/businesses/${target.businessId}?tab=bank-accounts`);
  await page.getByRole('button', { name: `Reconcile ${target.bankAccountName}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Reconcile ${target.bankAccountName}` })).toBeVisible();
  await chooseOption(page, 'Imported statements', '05/03/2026 · $1,628.00 · march.csv');
}

test('reconciles a bank account to its imported statement balance', async ({ page, request }) => {
  const target = await businessWithBankAccount(request, EMAIL);
  const lines = await importStatement(request, target);
  const byText = (text: string) => lines.find((l) => l.description.includes(text)) as Line;
  for (const text of ['Invoice 2001', 'Account fee']) expect((await code(request, target, byText(text), '6-1250')).status()).toBe(200);

  await openReconciliation(page, target);
  await expect(page.getByText('1 bank line up to 05/03/2026 is not coded yet: code it before reconciling.')).toBeVisible();
  await expect(page.getByLabel('Difference', { exact: true })).toHaveText('$550.00');
  await expect(page.getByRole('table', { name: 'Uncoded bank lines' })).toContainText('Invoice 2002 E2E reconcile');
  await expect(page.getByRole('button', { name: 'Mark reconciled to 05/03/2026' })).toBeDisabled();
  await expectNoHorizontalScroll(page);

  expect((await code(request, target, byText('Invoice 2002'), '6-1250')).status()).toBe(200);
  await openReconciliation(page, target);
  await expect(page.getByText(/The statement and the ledger agree/)).toBeVisible();
  await expect(page.getByLabel('Balance in the ledger', { exact: true })).toHaveText('$1,628.00');
  await page.getByRole('button', { name: 'Mark reconciled to 05/03/2026' }).click();
  await expect(page.getByText('Reconciled to 05/03/2026', { exact: true })).toBeVisible();
  await expect(page.getByText(/The account is reconciled to 05\/03\/2026/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Mark reconciled/ })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Reconciliations' })).toContainText('1,628.00');

  const recode = await code(request, target, byText('Account fee'), '6-1250');
  expect(recode.status()).toBe(409);
});
