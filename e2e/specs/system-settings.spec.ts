/**
 * System settings: the Super Admin proves the mail server with a test e-mail, stores an ABR GUID
 * (shown only masked) and removes it again, keeps the limits, and reads the warning before a key
 * rotation, which this journey cancels: rotating would sign out every other journey running.
 */
import { existsSync, readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { MAIL_DIR } from '../support/env.js';
import { menu, openAs } from '../support/session.js';

test('the Super Admin sends a test e-mail, stores and removes an ABR GUID, and is warned before a key rotation', async ({ page }) => {
  await openAs(page, 'superadmin@demo.test');
  await menu(page).getByRole('link', { name: 'System settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'System settings', level: 1 })).toBeVisible();
  await expect(page.getByText('None stored: ABN lookups are off.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Largest upload' })).toHaveValue('25 MB');

  const to = `settings-${Date.now()}@practice.test`;
  await page.getByRole('textbox', { name: 'Send a test e-mail to' }).fill(to);
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Test e-mail sent to ${to}.` })).toBeVisible();
  await expect.poll(() => (existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).filter((file) => file.endsWith(`-${to}.eml`)).length : 0)).toBe(1);

  await page.getByLabel('ABR GUID').fill('0f1e2d3c-4b5a-6978-8a9b-aabbccdd1234');
  await page.getByRole('button', { name: 'Save' }).nth(1).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved. Every server now uses them.' })).toBeVisible();
  await expect(page.getByText('Stored: ••••1234. Leave empty to keep it.')).toBeVisible();
  await expect(page.getByText('0f1e2d3c-4b5a-6978-8a9b-aabbccdd1234')).toHaveCount(0);
  // Other journeys type ABNs: lookups go off again rather than ask a register the test cannot reach.
  await page.getByRole('button', { name: 'Remove the GUID' }).click();
  await expect(page.getByText('None stored: ABN lookups are off.')).toBeVisible();

  await page.getByRole('button', { name: 'Rotate the signing key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the signing key?' });
  await expect(dialog).toContainText('Every session ends at once, yours too');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'System settings', level: 1 })).toBeVisible();
});

test('a Region Admin is not offered system settings and is sent home from them', async ({ page }) => {
  await openAs(page, 'regionadmin@demo.test', '/secret');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu(page).getByRole('link', { name: 'System settings', exact: true })).toHaveCount(0);
});
