/**
 * A receipt on a bank line, and lines that cannot be coded saying why (issue 15): on a demo
 * business's master table a case manager uploads a receipt onto an open line, attaches the same
 * file from Files to a line of the locked year, where it stays viewable but cannot be removed, and
 * the locked line's lock mark, disabled Code button and Enter key all give the reason. At 1280 px
 * the coding columns stay in view beside the new paperclip column.
 */
import { expect as baseExpect } from '@playwright/test';
import { test } from '../support/test.js';
import { expectCodingColumnsInView, expectNoHorizontalScroll } from '../support/layout.js';
import { authHeaders, resumeSession } from '../support/session.js';

const EMAIL = 'casemanager@demo.test';
const expect = baseExpect.configure({ timeout: 30_000 });
const RECEIPT = `e2e-receipt-${Date.now()}.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('attaches a receipt to an open line and to a locked one, whose lock says why it cannot be coded', async ({ page, request }) => {
  test.setTimeout(240_000);
  const headers = await authHeaders(request, EMAIL);
  const found = await request.get('/api/v1/businesses?keyword=Bondi&limit=1', { headers });
  const business = ((await found.json()) as { data: { id: string; name: string; lockDate: string | null }[] }).data[0];
  if (!business?.lockDate) throw new Error('the demo books have no locked Bondi Beach Bakery');
  await resumeSession(page, EMAIL);

  // An open, uncoded line takes a new upload.
  await page.goto(`/businesses/master-table?businessId=${business.id}&status=uncoded`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  const attach = grid.getByRole('button', { name: /^Attach a receipt to/ }).first();
  await expect(attach).toBeVisible();
  const description = ((await attach.getAttribute('aria-label')) ?? '').replace(/^Attach a receipt to “(.*)”$/, '$1');
  await expectNoHorizontalScroll(page);
  await expectCodingColumnsInView(page);
  await page.screenshot({ path: test.info().outputPath('master-table-1280.png') });
  await attach.click();
  const dialog = page.getByRole('dialog', { name: `Attachments of “${description}”` });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload a new file' }).click();
  await (await chooser).setFiles({ name: RECEIPT, mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('button', { name: `Download ${RECEIPT}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('button', { name: `1 attachment of “${description}”` }).first()).toBeVisible();

  // A line of the locked year: the lock and the disabled Code button say why; so does Enter.
  await page.goto(`/businesses/master-table?businessId=${business.id}&to=${business.lockDate}`);
  const why = `Locked: the books are closed up to ${business.lockDate}, so this line cannot be coded or uncoded until the period is unlocked.`;
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow.getByRole('button', { name: why })).toBeDisabled();
  await expect(firstRow.getByText(why)).toBeAttached();
  await grid.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: why })).toBeVisible();
  await expect(page.getByTestId('coding-editor')).toHaveCount(0);

  // Its receipt comes from Files, and stays there to view but not to remove.
  await firstRow.getByRole('button', { name: /^Attach a receipt to/ }).click();
  const locked = page.getByRole('dialog', { name: /^Attachments of/ });
  await locked.getByRole('combobox', { name: 'Attach from Files' }).fill(RECEIPT.slice(0, 20));
  await page.getByRole('option', { name: new RegExp(`^${RECEIPT.replace('.', '\\.')}`) }).click();
  await locked.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(locked.getByRole('button', { name: `Download ${RECEIPT}` })).toBeVisible();
  await expect(locked.getByRole('button', { name: `Remove ${RECEIPT} from this line` })).toBeDisabled();
  await expect(locked.getByText(`The books are closed up to ${business.lockDate}`)).toBeVisible();
});
