/**
 * Step 10 journey, internal transfers: a bookkeeper imports the cheque account's statement and
 * the savings account's, where money left one on a day and arrived in the other the next; the
 * import proposes the pair, they accept it (trying Undo from the toast on the way) and the master
 * table shows both lines coded to transfer clearing and marked as a transfer.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { resumeSession } from '../support/session.js';
import {
  businessWithBankAccount,
  importMappedStatement,
  STATEMENT_HEADER,
  uploadAndMapStatement,
  type BankAccountFixture,
} from '../support/statements.js';

const EMAIL = 'superadmin@demo.test';
const CLEARING = '1-1190';
const expect = baseExpect.configure({ timeout: 30_000 });

const OUT = 'TRANSFER TO SAVINGS E2E';
const IN = 'TRANSFER FROM CHEQUE E2E';
const CHEQUE = [STATEMENT_HEADER, `T1,10/11/2026,${OUT},1234.57,`, 'T2,10/11/2026,OFFICEWORKS E2E,61.30,', ''].join('\n');
const SAVINGS = [STATEMENT_HEADER, `S1,11/11/2026,${IN},,1234.57`, ''].join('\n');

async function importStatement(page: Page, target: BankAccountFixture, csv: string, count: number) {
  await uploadAndMapStatement(page, target, csv);
  await importMappedStatement(page, count);
}

test('a transfer between two own accounts is proposed on import, accepted, undone and accepted again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const cheque = await businessWithBankAccount(request, EMAIL);
  const savings = await businessWithBankAccount(request, EMAIL);
  expect(savings.businessId).toBe(cheque.businessId);
  await resumeSession(page, EMAIL);
  await importStatement(page, cheque, CHEQUE, 2);
  await importStatement(page, savings, SAVINGS, 1);

  await page.getByRole('link', { name: 'Internal transfers' }).click();
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
