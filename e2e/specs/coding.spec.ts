/**
 * Step 8 journey: a Super Admin builds a rule with a nested ANY group over a freshly imported
 * statement, watches the live count, previews, applies it to the existing lines, sees them coded
 * in the master table, and undoes the run from the rule's history.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { resumeSession } from '../support/session.js';
import { businessWithBankAccount, importOfxLines } from '../support/statements.js';

const EMAIL = 'superadmin@demo.test';
const ACCOUNT = '6-1250';
// The shared machine is slow: a page's first data can take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Rule: description contains "uber" AND (ANY: amount < -10.00, description contains "eats"). */
const MATCHING = ['UBER *TRIP SYDNEY 25', 'UBER *EATS PIZZA 6', 'UBER *EATS THAI 32', 'UBER *TRIP MELBOURNE 14'];
// Imported through the API: importing through /conversion is what the imports and ledger journeys are about.
const STATEMENT = [
  { date: '20260302', amount: '-25.40', description: 'UBER *TRIP SYDNEY 25' },
  { date: '20260303', amount: '-8.50', description: 'UBER *TRIP SHORT 8' },
  { date: '20260304', amount: '-6.20', description: 'UBER *EATS PIZZA 6' },
  { date: '20260305', amount: '-32.00', description: 'UBER *EATS THAI 32' },
  { date: '20260306', amount: '-14.90', description: 'UBER *TRIP MELBOURNE 14' },
  { date: '20260307', amount: '-45.00', description: 'WOOLWORTHS 1234' },
  { date: '20260308', amount: '2000.00', description: 'SALARY ACME PTY LTD' },
  { date: '20260309', amount: '-59.00', description: 'TELSTRA MOBILE' },
  { date: '20260310', amount: '-18.75', description: 'OFFICEWORKS 0412' },
  { date: '20260311', amount: '-12.30', description: 'EATSTREET CAFE' },
];
const LINES = STATEMENT.length;

async function pick(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function setCondition(page: Page, row: Locator, field: string, op: string, value: string) {
  const fieldBox = row.getByRole('combobox', { name: 'Field' });
  if ((await fieldBox.inputValue()) !== field) await pick(page, fieldBox, field);
  const opBox = row.getByRole('combobox', { name: 'Operator' });
  if ((await opBox.inputValue()) !== op) await pick(page, opBox, op);
  await row.getByRole('textbox', { name: 'Value' }).fill(value);
}

async function masterRows(page: Page, businessId: string, bankAccountId: string) {
  await page.goto(`/businesses/master-table?businessId=${businessId}&bankAccountId=${bankAccountId}`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByText('WOOLWORTHS 1234')).toBeVisible();
  return (description: string) => grid.getByRole('row').filter({ hasText: description });
}

test('a rule with a nested ANY group codes the previewed lines, and undoing its run uncodes them', async ({ page, request }) => {
  test.setTimeout(300_000);
  const target = await businessWithBankAccount(request, EMAIL);
  await importOfxLines(request, EMAIL, target, STATEMENT);
  await resumeSession(page, EMAIL);

  await page.goto('/auto-coding-system');
  await page
    .getByRole('link', { name: 'New rule' })
    .or(page.getByRole('button', { name: 'New rule' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/auto-coding-system\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(`E2E Uber ${Date.now()}`);
  // A Super Admin may write every scope; a business rule is the one offered first.
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  const business = page.getByRole('combobox', { name: 'Business' });
  await business.fill(target.businessName);
  await page.getByRole('option', { name: target.businessName, exact: true }).click();
  const bankAccounts = page.getByRole('combobox', { name: 'Bank accounts' });
  await pick(page, bankAccounts.first(), new RegExp(target.bankAccountName));
  // The lines counted and previewed: the new statement's, as journeys beside this one import into
  // the same business (the target's field comes after the rule's own).
  await pick(page, bankAccounts.last(), new RegExp(target.bankAccountName));
  await page.getByRole('radio', { name: /Auto-post/ }).check();

  const root = page.getByRole('group', { name: 'All conditions' });
  await setCondition(page, root.getByTestId('condition-row').first(), 'Description', 'contains', 'uber');
  await root.getByRole('button', { name: 'Add group' }).click();
  const anyGroup = root.getByRole('group', { name: 'Group at level 2' });
  await expect(anyGroup.getByRole('radio', { name: 'any' })).toBeChecked();
  await setCondition(page, anyGroup.getByTestId('condition-row').first(), 'Amount', 'is less than', '-10.00');
  await anyGroup.getByRole('button', { name: 'Add condition' }).click();
  await setCondition(page, anyGroup.getByTestId('condition-row').nth(1), 'Description', 'contains', 'eats');
  await expect(page.getByRole('status', { name: 'Live count' })).toHaveText(`Matches ${MATCHING.length} of ${LINES} lines`);

  await pick(page, page.getByTestId('split-row').getByRole('combobox', { name: 'Account' }), new RegExp(`^${ACCOUNT} `));
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Rule activated.')).toBeVisible();
  await expect(page).toHaveURL(/\/auto-coding-system\/[0-9a-f-]{36}$/);
  const ruleId = page.url().split('/').pop() ?? '';

  await page.getByRole('button', { name: 'Show preview' }).click();
  const preview = page.getByRole('table', { name: 'Lines the rule matches' });
  await expect(preview.getByRole('row')).toHaveCount(MATCHING.length + 1);
  for (const description of MATCHING)
    await expect(preview.getByRole('row').filter({ hasText: description })).toContainText('Will be coded');

  await page.getByRole('button', { name: 'Apply to existing lines' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply to existing lines' });
  await expect(apply.getByRole('status')).toHaveText(`${MATCHING.length} lines would be coded; 0 matching lines are left alone.`);
  await apply.getByRole('button', { name: 'Apply', exact: true }).click();
  // The run is queued: the modal follows it to its end, then says what it did.
  await expect(apply.getByRole('status')).toHaveText(`Coded ${MATCHING.length} lines in one batch.`);
  await apply.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(apply).toBeHidden();

  let row = await masterRows(page, target.businessId, target.bankAccountId);
  for (const description of MATCHING) {
    await expect(row(description)).toContainText('Coded');
    await expect(row(description)).toContainText(ACCOUNT);
  }
  for (const description of ['UBER *TRIP SHORT 8', 'WOOLWORTHS 1234', 'EATSTREET CAFE'])
    await expect(row(description)).toContainText('Uncoded');

  await page.goto(`/auto-coding-system/view/${ruleId}`);
  await expect(page.getByText(`${MATCHING.length} lines · 1 business`)).toBeVisible();
  await page.getByRole('button', { name: 'Show lines' }).click();
  const runLines = page.getByRole('table', { name: 'Lines of the run' });
  await expect(runLines.getByRole('row')).toHaveCount(MATCHING.length + 1);
  for (const description of MATCHING) {
    const line = runLines.getByRole('row').filter({ hasText: description });
    await expect(line.getByRole('cell').nth(3)).toHaveText('Uncoded');
    await expect(line.getByRole('cell').nth(4)).toContainText(ACCOUNT);
  }
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo this run?' });
  await confirm.getByRole('button', { name: 'Undo run' }).click();
  await expect(page.getByText(/^Undone /)).toBeVisible();

  row = await masterRows(page, target.businessId, target.bankAccountId);
  for (const description of MATCHING) {
    await expect(row(description)).toContainText('Uncoded');
    await expect(row(description)).not.toContainText(ACCOUNT);
  }
});
