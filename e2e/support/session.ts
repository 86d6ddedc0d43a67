/** Signing in through the real login page, as a person does. */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.js';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export const menu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });
