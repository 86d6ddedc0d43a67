/**
 * What frames every page: the top progress bar stops once the page has loaded, and toasts open
 * below the header instead of over the user's name.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { openAs } from '../support/session.js';

const progressBar = (page: Page) => page.locator('.mantine-Progress-root').first();

test('the progress bar ends when the page has loaded, and a toast leaves the user name visible', async ({ page }) => {
  await openAs(page, 'supervisor@demo.test', '/change-password');
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await expect(progressBar(page)).not.toHaveAttribute('data-mounted', { timeout: 5_000 });

  // A wrong current password: an error toast, and nothing changes.
  await page.getByLabel('Current password', { exact: true }).fill('Wrong@12345');
  await page.getByLabel('New password', { exact: true }).fill('Another@12345');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another@12345');
  await page.getByRole('button', { name: 'Change password' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Change password failed.' });
  await expect(toast).toBeVisible();
  const account = await page.getByRole('button', { name: 'Account menu' }).boundingBox();
  const shown = await toast.boundingBox();
  if (!account || !shown) throw new Error('header or toast not laid out');
  expect(shown.y).toBeGreaterThanOrEqual(account.y + account.height);
  await expect(progressBar(page)).not.toHaveAttribute('data-mounted', { timeout: 5_000 });
});
