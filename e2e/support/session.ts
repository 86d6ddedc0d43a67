/**
 * Two ways in. `signIn` types into the real login page, as a person does: the journeys about
 * signing in (foundation.spec.ts) use it. Every other journey starts as a returning visitor with
 * `resumeSession`: one API sign-in and the `token` cookie the web app keeps
 * (apps/web/src/features/auth/session.ts), which it restores on the first page load. Typing into
 * the login page cost every journey a page load and a form (docs/decisions/0006-a-fast-test-suite.md).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from './env.js';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A demo user's access token, signed in through the API. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function authHeaders(request: APIRequestContext, email: string): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await apiToken(request, email)}` };
}

/**
 * Gives the page's browser context `email`'s session without the login page: the next page it
 * opens restores it, as after a reload.
 */
export async function resumeSession(page: Page, email: string): Promise<void> {
  const context = page.context();
  const token = await apiToken(context.request, email);
  // As the web app writes it: for 86400 s, the token's own lifetime.
  const expires = Math.floor(Date.now() / 1000) + 86_400;
  await context.addCookies([{ name: 'token', value: token, url: E2E_BASE_URL, sameSite: 'Lax', expires }]);
}

/** Opens `path` (the dashboard unless told) signed in as `email`. */
export async function openAs(page: Page, email: string, path = '/dashboard'): Promise<void> {
  await resumeSession(page, email);
  await page.goto(path);
}

export const menu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });
