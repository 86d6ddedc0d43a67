/**
 * Step 1 journeys: each role's menu, the ?redirect= round trip, role refusal, the 404 page,
 * the language cookie, password reset through a real mail, and both logouts.
 */
import { ROLE_NAMES, Role, type RoleId } from '@ledgerdesk/domain';
import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { linkFromMail } from '../support/mail.js';
import { menu, openAs, signIn } from '../support/session.js';

const demo: Record<RoleId, string> = {
  [Role.SuperAdmin]: 'superadmin@demo.test',
  [Role.RegionAdmin]: 'regionadmin@demo.test',
  [Role.CaseManager]: 'casemanager@demo.test',
  [Role.BrandAdmin]: 'brandadmin@demo.test',
  [Role.BrandManager]: 'brandmanager@demo.test',
  [Role.Client]: 'client@demo.test',
  [Role.Supervisor]: 'supervisor@demo.test',
};

/** Menu entries that depend on the role: name → roles that see it. */
const roleItems: Record<string, readonly RoleId[]> = {
  'White Label Management': [Role.SuperAdmin],
  'Client management': [Role.SuperAdmin, Role.RegionAdmin, Role.BrandAdmin, Role.BrandManager, Role.Client, Role.Supervisor],
  'Business management': [Role.CaseManager],
  Team: [Role.SuperAdmin, Role.RegionAdmin, Role.Supervisor],
  'ABN lookup': [Role.SuperAdmin, Role.RegionAdmin, Role.CaseManager, Role.BrandAdmin, Role.BrandManager, Role.Supervisor],
  'System settings': [Role.SuperAdmin],
};

// One journey, one browser page: a new context and page per role cost more than the check itself.
test('each role sees the menu of the role', async ({ page }) => {
  // Seven page loads, each signed in anew and checked by axe: five minutes.
  test.setTimeout(300_000);
  for (const [roleId, email] of Object.entries(demo)) {
    const role = Number(roleId) as RoleId;
    await test.step(ROLE_NAMES[role], async () => {
      await page.context().clearCookies();
      await openAs(page, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('header-user-role')).toHaveText(ROLE_NAMES[role]);
      const nav = menu(page);
      for (const name of ['Dashboard', 'Notifications', 'Edit account', 'Change password']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      for (const [name, roles] of Object.entries(roleItems)) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(roles.includes(role) ? 1 : 0);
      }
    });
  }
});

test('a signed-out visit goes to the login page and comes back after signing in', async ({ page }) => {
  await page.goto('/edit-account?tab=profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fedit-account%3Ftab%3Dprofile$/);
  await signIn(page, demo[Role.BrandManager]);
  await expect(page).toHaveURL(/\/edit-account\?tab=profile$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Chloe');
});

test('a role that may not open a page is sent home', async ({ page }) => {
  await openAs(page, demo[Role.CaseManager], '/client-management');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/brands');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown page shows the 404 page with a way back', async ({ page }) => {
  await openAs(page, demo[Role.Client], '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Go back Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Vietnamese chosen in the header survives a reload through the i18n_redirected cookie', async ({ page, context }) => {
  await openAs(page, demo[Role.BrandAdmin]);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect(menu(page, 'Menu chính').getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('vi');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  await page.reload();
  await expect(menu(page, 'Menu chính').getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = 'emily.walsh@demo.test';
  const newPassword = 'Harbour#2026';
  const since = Date.now();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/new-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Send email success!' })).toBeVisible();

  const link = await linkFromMail(email, '/reset-password', since);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, email, newPassword);
  await expect(page.getByTestId('header-user-name')).toContainText('Emily');

  // The link was single-use.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another#2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
});

test('logout from the menu goes to the login page; from the header to / and then login', async ({ page }) => {
  await openAs(page, demo[Role.Supervisor]);
  await menu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await signIn(page, demo[Role.Supervisor]);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
