/**
 * Step 8 journey, find and recode: a Super Admin finds a month of taxi fares a bookkeeper coded to
 * Rent, previews what moving them to Travel does to the profit and loss and the GST labels, recodes
 * them in one batch and sees the master table follow (undo is the server's and the page's tests).
 */
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { authHeaders, resumeSession } from '../support/session.js';
import { businessWithBankAccount, importOfxLines, type BankAccountFixture } from '../support/statements.js';

const EMAIL = 'superadmin@demo.test';
const RENT = '6-1250';
const TRAVEL = '6-1310';
const expect = baseExpect.configure({ timeout: 30_000 });

// Three fares in May 2025 (the month recoded) and one in June that must stay where it is, imported
// through the API: importing through /conversion is what the imports and ledger journeys are about.
const JUNE = 'CABCHARGE SYD 2200';
const STATEMENT = [
  { date: '20250506', amount: '-44.10', description: 'CABCHARGE SYD 4410' },
  { date: '20250514', amount: '-38.20', description: 'CABCHARGE SYD 3820' },
  { date: '20250529', amount: '-61.70', description: 'CABCHARGE MEL 6170' },
  { date: '20250603', amount: '-22.00', description: JUNE },
];
const MAY = STATEMENT.filter((line) => line.date.startsWith('202505')).map((line) => line.description);

/** Codes every line of the new bank account to Rent with GST, as a bookkeeper had by mistake. */
async function codeAllToRent(request: APIRequestContext, target: BankAccountFixture) {
  const headers = await authHeaders(request, EMAIL);
  const accounts = await request.get(`/api/v1/businesses/${target.businessId}/accounts`, { headers });
  const rent = ((await accounts.json()) as { data: { id: string; code: string }[] }).data.find((a) => a.code === RENT);
  if (!rent) throw new Error(`the business's chart has no ${RENT}`);
  const list = await request.get(`/api/v1/businesses/${target.businessId}/transactions?bankAccountId=${target.bankAccountId}&limit=50`, {
    headers,
  });
  const lines = ((await list.json()) as { data: { id: string; amount: number }[] }).data;
  expect(lines).toHaveLength(MAY.length + 1);
  for (const line of lines) {
    const coded = await request.put(`/api/v1/transactions/${line.id}/coding`, {
      headers,
      data: { lines: [{ accountId: rent.id, taxCode: 'GST', amount: line.amount }] },
    });
    expect(coded.status()).toBe(200);
  }
}

async function fill(page: Page, input: Locator, value: string) {
  await input.fill(value);
  await input.press('Tab');
}

async function masterRows(page: Page, target: BankAccountFixture) {
  await page.goto(`/businesses/master-table?businessId=${target.businessId}&bankAccountId=${target.bankAccountId}`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByText(JUNE)).toBeVisible();
  return (description: string) => grid.getByRole('row').filter({ hasText: description });
}

/** The Before and After cells of the row of `label` in `table`. */
const beforeAfter = async (table: Locator, label: string | RegExp): Promise<[string, string]> => {
  const cells = table.getByRole('row').filter({ hasText: label }).getByRole('cell');
  return [(await cells.nth(1).textContent()) ?? '', (await cells.nth(2).textContent()) ?? ''];
};

test('a month of lines coded to the wrong account is recoded with its report impact previewed', async ({ page, request }) => {
  test.setTimeout(150_000);
  const target = await businessWithBankAccount(request, EMAIL);
  await importOfxLines(request, EMAIL, target, STATEMENT);
  await codeAllToRent(request, target);
  await resumeSession(page, EMAIL);

  await page.goto('/find-and-recode');
  const business = page.getByRole('combobox', { name: 'Business' });
  await business.fill(target.businessName);
  await page.getByRole('option', { name: target.businessName, exact: true }).click();
  await fill(page, page.getByRole('textbox', { name: 'From date' }), '01/05/2025');
  await fill(page, page.getByRole('textbox', { name: 'To date' }), '31/05/2025');
  await page.getByRole('textbox', { name: 'Value' }).first().fill('cabcharge');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('recode-totals')).toHaveText('3 lines found, total $130.91, GST $13.09');
  const found = page.getByRole('table', { name: 'Lines found' });
  for (const description of MAY) await expect(found.getByRole('row').filter({ hasText: description })).toContainText(RENT);
  await expect(found.getByRole('row').filter({ hasText: JUNE })).toHaveCount(0);

  // With a business chosen, its chart is offered by name.
  await page.getByRole('combobox', { name: 'New account' }).fill(TRAVEL);
  await page.getByRole('option', { name: new RegExp(`^${TRAVEL} `) }).click();
  await page.getByRole('button', { name: 'Preview report impact' }).click();
  await expect(page.getByText('3 lines will be recoded')).toBeVisible();
  const pnl = page.getByRole('table', { name: 'Profit and loss 01/05/2025 to 31/05/2025' });
  await expect(pnl).toBeVisible();
  // 144.00 with GST is 130.91 of expense leaving Rent for Travel; net profit does not move.
  const [rentBefore, rentAfter] = await beforeAfter(pnl, new RegExp(`^${RENT} `));
  const [travelBefore, travelAfter] = await beforeAfter(pnl, new RegExp(`^${TRAVEL} `));
  const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
  expect(cents(rentBefore) - cents(rentAfter)).toBe(13_091);
  expect(cents(travelAfter) - cents(travelBefore)).toBe(13_091);
  const [profitBefore, profitAfter] = await beforeAfter(pnl, 'Net profit');
  expect(profitAfter).toBe(profitBefore);
  await expect(page.getByRole('table', { name: 'GST labels 01/04/2025 to 30/06/2025' })).toBeVisible();

  await page.getByRole('button', { name: 'Recode', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Recode 3 lines' }).click();
  await expect(page.getByText('3 lines recoded')).toBeVisible();

  const row = await masterRows(page, target);
  for (const description of MAY) await expect(row(description)).toContainText(TRAVEL);
  await expect(row(JUNE)).toContainText(RENT);
});
