/**
 * Two-factor sign-in, as a new staff member lives it: activate the invitation, set up two-factor
 * sign-in from the account page with the QR code's key and keep the recovery codes; sign out and
 * back in with the password and a code computed as an authenticator app would (with `otpauth`,
 * the server's own library), then once more with a recovery code; and finally sign out the
 * session another device opened before, from the session list.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { linkFromMail } from '../support/mail.js';
import { authHeaders } from '../support/session.js';
import { test } from '../support/test.js';

const PASSWORD = 'Totp#Journey1';

/** The code of the step after `afterStep` (or of now), as an authenticator app shows it; the server refuses a step twice. */
function codeAfter(secret: string, afterStep: number): { code: string; step: number } {
  const step = Math.max(afterStep + 1, Math.floor(Date.now() / 30_000));
  return { code: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 }), step };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The password step of the login page; answers the second step's field, focused. */
async function passwordStep(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeFocused();
  return code;
}

test('a new staff member sets up two-factor sign-in, signs in with a code and a recovery code, and signs out elsewhere', async ({
  page,
  request,
}) => {
  // An activation, a set-up, two sign-ins of two steps and the session list: more pages than most journeys.
  test.slow();
  const email = `totp-${randomBytes(4).toString('hex')}@demo.test`;
  const since = Date.now();
  const invited = await request.post('/api/v1/users/invite', {
    headers: await authHeaders(request, 'superadmin@demo.test'),
    data: { email, firstName: 'Thảo', lastName: 'Nguyễn', roleId: 1 },
  });
  expect(invited.ok()).toBe(true);

  await page.goto(await linkFromMail(email, '/Activation', since));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Another device, signed in before two-factor sign-in was on: its session goes on until ended.
  const elsewhere = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(elsewhere.ok()).toBe(true);
  const elsewhereToken = ((await elsewhere.json()) as { data: { accessToken: string } }).data.accessToken;
  const asElsewhere = { Authorization: `Bearer ${elsewhereToken}` };

  await page.goto('/edit-account');
  const card = page.locator('.mantine-Card-root', { hasText: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  let last = codeAfter(secret, 0);
  await dialog.getByRole('textbox', { name: '6-digit code' }).fill(last.code);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const recoveryList = dialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(recoveryList).toHaveCount(10);
  const recoveryCodes = await recoveryList.allTextContents();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 recovery codes left.')).toBeVisible();

  // The password alone no longer opens the app: a wrong code is refused, the app's code lets in.
  await signOut(page);
  let code = await passwordStep(page, email);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is incorrect or has already been used.');
  last = codeAfter(secret, last.step);
  await code.fill(last.code);
  await code.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);

  // The phone left at home: a recovery code, typed as printed, works once.
  await signOut(page);
  code = await passwordStep(page, email);
  await code.fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/edit-account');
  await expect(card.getByText('9 recovery codes left.')).toBeVisible();
  // This browser's session and the other device's: the two signed out from the menu are gone.
  const sessions = page.locator('.mantine-Card-root', { hasText: "Where you're signed in" });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('This device')).toBeVisible();
  expect((await request.get('/api/v1/me', { headers: asElsewhere })).status()).toBe(200);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('1 session signed out.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  expect((await request.get('/api/v1/me', { headers: asElsewhere })).status()).toBe(401);
});
