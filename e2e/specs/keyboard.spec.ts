/**
 * Without a mouse: a bookkeeper signs in, skips the header and menu, opens and leaves a menu,
 * follows a menu link to a page that takes the focus, opens and leaves a modal, makes and opens a
 * folder from the file tree, moves through the master table and codes a line with the account picker, every
 * control showing where the focus is. In the dark scheme: the one journey that runs in it, so axe
 * judges the dark theme's colours on the master table and its picker too.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { DEMO_PASSWORD } from '../support/env.js';
import { businessWithBankAccount, importOfxLines } from '../support/statements.js';

const EMAIL = 'supervisor@demo.test';
const expect = baseExpect.configure({ timeout: 30_000 });

/** Presses Tab until `target` has the focus, as a person would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element draws a ring a person can see. */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring?.style).not.toBe('none');
  expect(ring?.width ?? 0).toBeGreaterThanOrEqual(2);
}

test.use({ colorScheme: 'dark' });
test.beforeEach(({ context }) => context.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark')));

test('signs in, opens a menu and a modal, and codes a line in the master table with the keyboard only', async ({ page, request }) => {
  test.setTimeout(240_000);
  const target = await businessWithBankAccount(request, EMAIL);
  await importOfxLines(request, EMAIL, target, [
    { date: '20260302', amount: '-22.00', description: 'KEYBOARD ACCOUNT FEE' },
    { date: '20260303', amount: '880.00', description: 'KEYBOARD INVOICE 2001' },
  ]);

  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The first Tab of a freshly loaded page (F5) reaches the skip link, shown where it is seen;
  // Enter lands in the content.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await tabTo(page, skip, 1);
  await expect(skip).toBeInViewport();
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // A menu: opened with Enter, walked with the arrows, closed with Escape back on its button.
  await page.keyboard.press('Shift+Tab');
  const account = page.getByRole('button', { name: 'Account menu' });
  for (let i = 0; i < 40 && !(await account.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(account).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  // As with the folder menu below: an arrow pressed before the menu has opened goes nowhere.
  const editAccount = page.getByRole('menuitem', { name: 'Edit account' });
  await expect(editAccount).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(editAccount).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();

  // A link of the main menu: the new page takes the focus, so the next Tab starts in its content
  // and a screen reader reads it, instead of the focus staying on the menu.
  const notifications = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Notifications' });
  await tabTo(page, notifications, 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notification$/);
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);

  // A modal: opened from its button, the focus inside it, Escape closes it and gives the focus back.
  await page.goto(`/businesses/${target.businessId}?tab=general-journal`);
  const newJournal = page.getByRole('button', { name: 'New journal' });
  await expect(newJournal).toBeVisible();
  await tabTo(page, newJournal, 80);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New journal' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newJournal).toBeFocused();

  // The folder tree: a client picked by typing, a folder made from the tree's own menu and its
  // modal, then opened with Enter.
  await page.goto('/file-client-management');
  const clientBox = page.getByRole('combobox', { name: 'Client' });
  await tabTo(page, clientBox, 80);
  await page.keyboard.type('Bondi Beach');
  await expect(page.getByRole('option', { name: /Bondi Beach/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const folders = page.getByRole('navigation', { name: 'Folders' });
  const folderActions = folders.getByRole('button', { name: 'Actions for folder All files' });
  await tabTo(page, folderActions, 40);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  // An arrow pressed before the menu has opened goes nowhere: wait for it.
  await expect(page.getByRole('menuitem', { name: 'New folder' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'New folder' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Keyboard receipts');
  await page.keyboard.press('Enter');
  const created = folders.getByRole('button', { name: 'Keyboard receipts', exact: true });
  await expect(created).toBeVisible();
  await tabTo(page, created, 40);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keyboard receipts' })).toBeVisible();

  // The master table: Tab into the grid, arrows move the row, Enter opens the account picker.
  await page.goto(`/businesses/master-table?businessId=${target.businessId}&bankAccountId=${target.bankAccountId}`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  const row = (text: string) => grid.getByRole('row').filter({ hasText: text });
  await expect(row('KEYBOARD INVOICE 2001')).toBeVisible();
  await tabTo(page, grid, 80);
  await expectFocusRing(page);
  const selected = grid.locator('[role="row"][aria-selected="true"]');
  await page.keyboard.press('Home');
  const first = await selected.textContent();
  await page.keyboard.press('ArrowDown');
  await expect(selected).not.toHaveText(first ?? '');
  await page.keyboard.press('Home');
  for (let i = 0; i < 5 && !(await selected.textContent())?.includes('KEYBOARD INVOICE 2001'); i++) await page.keyboard.press('ArrowDown');
  await expect(selected).toContainText('KEYBOARD INVOICE 2001');
  await page.keyboard.press('Enter');
  const picker = page.getByTestId('coding-editor').getByRole('combobox', { name: 'Account', exact: true });
  await expect(picker).toBeFocused();
  await page.keyboard.type('Sales');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(row('KEYBOARD INVOICE 2001')).toContainText('4-1000');
  await expect(grid).toBeFocused();
});
