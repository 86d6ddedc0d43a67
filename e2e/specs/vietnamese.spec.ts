/**
 * A Vietnamese user sees no English from the server (issue 15): a Sydney Supervisor switches
 * their profile to Tiếng Việt, is told in Vietnamese of a lock request by their case manager, and
 * when another approver decides the request first, the refusal of their own approval is in
 * Vietnamese too. The Supervisor and case manager are the demo's Sydney team, which no other
 * journey signs in as, so the language change reaches no other journey.
 */
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoHorizontalScroll } from '../support/layout.js';
import { authHeaders, openAs } from '../support/session.js';

const SUPERVISOR = 'daniel.hughes@demo.test';
const CASE_MANAGER = 'sophie.clarke@demo.test';
const SUPER_ADMIN = 'superadmin@demo.test';
const expect = baseExpect.configure({ timeout: 30_000 });

/** The last financial year that has ended, as the API and as a Vietnamese reader write it. */
function lastFinancialYear() {
  const now = new Date();
  const start = (now.getMonth() + 1 >= 7 ? now.getFullYear() : now.getFullYear() - 1) - 1;
  return { from: `${start}-07-01`, to: `${start + 1}-06-30`, fromText: `01/07/${start}`, toText: `30/06/${start + 1}` };
}

async function caseManagerBusiness(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const headers = await authHeaders(request, CASE_MANAGER);
  const list = (await (await request.get('/api/v1/businesses?limit=1&sort=name', { headers })).json()) as {
    data: { id: string; name: string }[];
  };
  const business = list.data[0];
  if (!business) throw new Error('the Sydney case manager has no business');
  return business;
}

/**
 * The Supervisor's profile back in English, as the seed left it: the form changes the UI's
 * language only when the field changes, so a second run on the same server would otherwise
 * find Vietnamese already chosen and the page still in English.
 */
async function speakEnglish(request: APIRequestContext): Promise<void> {
  const headers = await authHeaders(request, SUPERVISOR);
  type Me = { firstName: string; lastName: string; phone: string | null };
  const me = ((await (await request.get('/api/v1/me', { headers })).json()) as { data: Me }).data;
  const put = await request.put('/api/v1/me', {
    headers,
    data: { firstName: me.firstName, lastName: me.lastName, phone: me.phone, language: 'en' },
  });
  expect(put.status()).toBe(200);
}

test('a Vietnamese user reads a notification and an error from the server in Vietnamese', async ({ page, request }) => {
  test.setTimeout(150_000);
  const business = await caseManagerBusiness(request);
  const year = lastFinancialYear();
  await speakEnglish(request);

  // The language is chosen on the profile page, and the app turns Vietnamese at once.
  await openAs(page, SUPERVISOR, '/edit-account');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Tiếng Việt' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Chỉnh sửa tài khoản' })).toBeVisible();

  // The case manager asks for the year's lock: the Supervisor is told, in Vietnamese.
  const asked = await request.post(`/api/v1/businesses/${business.id}/report-locks`, {
    headers: await authHeaders(request, CASE_MANAGER),
    data: { type: 'profit-and-loss', from: year.from, to: year.to, acknowledged: true },
  });
  expect(asked.status()).toBe(201);
  const lockId = ((await asked.json()) as { data: { id: string } }).data.id;

  await expect(page.getByTestId('notification-dot')).toBeVisible();
  // Exactly the bell: the saved-profile toast's close button is 'Đóng thông báo' while it shows.
  await page.getByRole('button', { name: 'Thông báo', exact: true }).click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toContainText('Báo cáo chờ duyệt');
  await expect(panel).toContainText(
    `Báo cáo kết quả kinh doanh từ ${year.fromText} đến ${year.toText} của ${business.name} đang chờ bạn duyệt.`,
  );
  await expectNoHorizontalScroll(page);
  await page.keyboard.press('Escape');

  // The Supervisor opens the request to approve it, but a Super Admin rejects it first.
  await page.goto(`/edit-report/profit-loss?businessId=${business.id}&from=${year.from}&to=${year.to}`);
  await page.getByRole('button', { name: 'Đang chờ' }).click();
  await page.getByRole('button', { name: 'Xem xét yêu cầu' }).click();
  const review = page.getByRole('dialog', { name: 'Phê duyệt hoặc từ chối khóa' });
  await expect(review.getByRole('button', { name: 'Phê duyệt' })).toBeEnabled();
  const rejected = await request.post(`/api/v1/report-locks/${lockId}/reject`, {
    headers: await authHeaders(request, SUPER_ADMIN),
    data: { reason: 'Wages for June are missing' },
  });
  expect(rejected.status()).toBe(200);
  await review.getByRole('button', { name: 'Phê duyệt' }).click();
  await expect(page.getByText('Yêu cầu này đã được xử lý.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('vietnamese-error.png') });
});
