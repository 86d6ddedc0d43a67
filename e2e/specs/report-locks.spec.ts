/**
 * A lock that protects, not freezes (issue 15): a Supervisor asks to lock this financial year,
 * which has not ended; the request warns and waits for the warning to be acknowledged, and the
 * Supervisor is not offered its approval. A Super Admin finds it in the approvals list, reads the
 * same warning, confirms and approves; then unlocks it, so the business's books open again.
 */
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoHorizontalScroll } from '../support/layout.js';
import { authHeaders, resumeSession } from '../support/session.js';

const REQUESTER = 'supervisor@demo.test';
const APPROVER = 'superadmin@demo.test';
const expect = baseExpect.configure({ timeout: 30_000 });

/** The financial year holding today: it has not ended. */
function thisFinancialYear(): { from: string; to: string } {
  const now = new Date();
  const start = now.getMonth() + 1 >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

/** The requester's last business by name: the other journeys post to the first ones. */
async function lastBusiness(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const auth = await authHeaders(request, REQUESTER);
  const list = (await (await request.get('/api/v1/businesses?limit=1&sort=-name', { headers: auth })).json()) as {
    data: { id: string; name: string }[];
  };
  const business = list.data[0];
  if (!business) throw new Error('the demo supervisor has no business');
  return business;
}

test('a lock of a period that has not ended is warned, acknowledged and approved by a Super Admin', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const business = await lastBusiness(request);
  const year = thisFinancialYear();
  const reportPath = `/edit-report/profit-loss?businessId=${business.id}&from=${year.from}&to=${year.to}`;

  await resumeSession(page, REQUESTER);
  await page.goto(reportPath);
  const status = page.getByTestId('report-status');
  await expect(status).toHaveText('Work in progress');
  await page.getByRole('button', { name: 'Request lock' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a lock' });
  await expect(ask.getByTestId('lock-warnings')).toContainText('The period has not ended');
  const send = ask.getByRole('button', { name: 'Send request' });
  await expect(send).toBeDisabled();
  await ask.getByRole('checkbox', { name: /I have read these warnings/ }).check();
  await send.click();
  await expect(status).toHaveText('Waiting to approval');

  // Only a Super Admin approves a period that has not ended: the Supervisor is told so.
  await page.getByRole('button', { name: 'Pending' }).click();
  await page.getByRole('button', { name: 'Review request' }).click();
  const refused = page.getByRole('dialog', { name: 'Approve or reject the lock' });
  await expect(refused).toContainText('Only a Super Admin may approve the lock of a period that has not ended.');
  await expect(refused.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await page.keyboard.press('Escape');

  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  await resumeSession(approver, APPROVER);
  await approver.goto('/businesses/accounting-report');
  const approvals = approver.getByRole('table', { name: 'Waiting for approval' });
  const row = approvals.getByRole('row').filter({ hasText: business.name }).filter({ hasText: 'Profit and loss' });
  await expect(row).toContainText('Period not ended');
  await expectNoHorizontalScroll(approver);
  await row.getByRole('link', { name: /^Review the Profit and loss/ }).click();
  await expect(approver).toHaveURL(new RegExp(`/edit-report/profit-loss\\?businessId=${business.id}&from=${year.from}&to=${year.to}`));

  await approver.getByRole('button', { name: 'Pending' }).click();
  await approver.getByRole('button', { name: 'Review request' }).click();
  const review = approver.getByRole('dialog', { name: 'Approve or reject the lock' });
  await expect(review.getByTestId('lock-warnings')).toContainText('The period has not ended');
  const approve = review.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await review.getByRole('checkbox', { name: /I have read these warnings/ }).check();
  await approve.click();
  await expect(approver.getByTestId('report-status')).toHaveText('Approved');
  await expect(approver.getByRole('group', { name: 'Report details' })).toContainText('Approved by');

  // Open the books again for whatever else uses this business.
  await approver.getByRole('button', { name: 'Unlock' }).click();
  const unlock = approver.getByRole('dialog', { name: 'Unlock the report' });
  await unlock.getByRole('textbox', { name: /Reason/ }).fill('Locked early in a browser test');
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(approver.getByTestId('report-status')).toHaveText('Work in progress');
  await approverContext.close();
});
