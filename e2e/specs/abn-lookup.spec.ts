/**
 * ABN lookup: a case manager checks ABNs as typed on letterheads (hyphens, spaces). The e2e
 * server has no ABR GUID, so the screen says lookups are off and shows the checksum alone.
 */
import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { menu, openAs } from '../support/session.js';

test('a case manager checks an ABN: the checksum, and that register lookups are off', async ({ page }) => {
  await openAs(page, 'casemanager@demo.test');
  await menu(page).getByRole('link', { name: 'ABN lookup', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ABN lookup', level: 1 })).toBeVisible();
  await expect(page.getByText('Type an ABN to check its checksum and ask the register.')).toBeVisible();

  const abn = page.getByRole('textbox', { name: 'ABN' });
  await abn.fill('51-824-753-557');
  await page.getByRole('button', { name: 'Check' }).click();
  const result = page.getByTestId('abn-result');
  await expect(result.getByRole('heading', { name: '51 824 753 557' })).toBeVisible();
  await expect(result).toContainText('This is not a valid ABN: the checksum does not match.');
  await expect(page.getByTestId('abn-register-status')).toHaveCount(0);

  await abn.fill('51 824-753 556');
  await abn.press('Enter');
  await expect(result.getByRole('heading', { name: '51 824 753 556' })).toBeVisible();
  await expect(result).toContainText('The checksum is valid.');
  await expect(page.getByTestId('abn-register-status')).toHaveText(
    'Register lookups are off: no ABR GUID is set. Only the checksum was checked.',
  );
  // Only a Super Admin is sent to the settings that turn lookups on.
  await expect(result.getByRole('link', { name: 'Set the ABR GUID in system settings' })).toHaveCount(0);
});

test('a client is not offered ABN lookup and is sent home from it', async ({ page }) => {
  await openAs(page, 'client@demo.test', '/abn-lookup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu(page).getByRole('link', { name: 'ABN lookup', exact: true })).toHaveCount(0);
});
