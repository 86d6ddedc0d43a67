/**
 * Step 10 journey, internal transfers: a bookkeeper imports the cheque account's statement and
 * the savings account's, where money left one on a day and arrived in the other the next; the
 * import proposes the pair, they accept it (trying Undo from the toast on the way) and the master
 * table shows both lines coded to transfer clearing and marked as a transfer.
 */
import { expect as baseExpect } from '@playwright/test';
import { test } from '../support/test.js';
import { openAs } from '../support/session.js';
import { businessWithBankAccount, importOfxLines } from '../support/statements.js';

const EMAIL = 'superadmin@demo.test';
const CLEARING = '1-1190';
const expect = baseExpect.configure({ timeout: 30_000 });

const OUT = 'TRANSFER TO SAVINGS E2E';
const IN = 'TRANSFER FROM CHEQUE E2E';
// Imported through the API, which proposes transfers as the page's import does (the server's
// commit): importing through /conversion is what the imports and ledger journeys are about.
const CHEQUE = [
  { date: '20261110', amount: '-1234.57', description: OUT },
  { date: '20261110', amount: '-61.30', description: 'OFFICEWORKS E2E' },
];
const SAVINGS = [{ date: '20261111', amount: '1234.57', description: IN }];

test('a transfer between two own accounts is proposed on import, accepted, undone and accepted again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const cheque = await businessWithBankAccount(request, EMAIL);
  const savings = await businessWithBankAccount(request, EMAIL);
  expect(savings.businessId).toBe(cheque.businessId);
  await importOfxLines(request, EMAIL, cheque, CHEQUE);
  await importOfxLines(request, EMAIL, savings, SAVINGS);

  await openAs(page, EMAIL, '/internal-transfer-analyze');
  const business = page.getByRole('combobox', { name: 'Business' });
  await business.fill(cheque.businessName);
  await page.getByRole('option', { name: cheque.businessName, exact: true }).click();
  const pair = page.getByTestId('transfer-pair').filter({ hasText: OUT });
  await expect(pair).toContainText(IN);
  await expect(pair).toContainText('1 day');
  await expect(pair).toContainText('-1,234.57');
  await expect(page.getByTestId('transfer-pair').filter({ hasText: 'OFFICEWORKS E2E' })).toHaveCount(0);

  await pair.getByRole('button', { name: 'Accept' }).click();
  const toast = page.getByText('1 transfer coded to transfer clearing.');
  await expect(toast).toBeVisible();
  await page.getByRole('alert').filter({ hasText: 'coded to transfer clearing' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('1 transfer undone: its lines are uncoded again.')).toBeVisible();
  await expect(pair).toBeVisible();

  await pair.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('1 transfer coded to transfer clearing.')).toBeVisible();
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect(page.getByTestId('transfer-pair').filter({ hasText: OUT })).toBeVisible();

  await page.goto(`/businesses/master-table?businessId=${cheque.businessId}&bankAccountId=${cheque.bankAccountId}`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  const row = grid.getByRole('row').filter({ hasText: OUT });
  await expect(row).toContainText(CLEARING);
  await expect(row).toContainText('Coded as an internal transfer');
  await expect(grid.getByRole('row').filter({ hasText: 'OFFICEWORKS E2E' })).not.toContainText('internal transfer');
});
