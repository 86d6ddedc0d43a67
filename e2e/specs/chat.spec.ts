/**
 * Step 6 journey: a Super Admin and the client's portal user chat in real time in two browser
 * contexts. The receiver's bell dot and chat unread badge appear without a reload; opening the
 * notification lands in the channel and clears its news; 'Mark all as read' empties the bell.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { expectNoHorizontalScroll } from '../support/layout.js';
import { authHeaders, menu, openAs } from '../support/session.js';

const STAFF = 'superadmin@demo.test';
const CLIENT = 'client@demo.test';

/**
 * The first business of the portal user's client, which every Super Admin also sees. The
 * client starts with a quiet bell and its group channel read, whatever earlier journeys left.
 */
async function clientBusiness(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const headers = await authHeaders(request, CLIENT);
  await request.post('/api/v1/notifications/read-all', { headers });
  const list = await request.get('/api/v1/businesses?limit=1&sort=name', { headers });
  const business = ((await list.json()) as { data: Array<{ id: string; name: string }> }).data[0];
  if (!business) throw new Error('the demo client has no business');
  const channels = await request.get(`/api/v1/channels?businessId=${business.id}`, { headers });
  for (const channel of ((await channels.json()) as { data: Array<{ id: string }> }).data) {
    await request.post(`/api/v1/channels/${channel.id}/read`, { headers, data: {} });
  }
  return business;
}

/** Each person in a browser context of their own, as two people on two computers. */
async function twoPeople(browser: Browser) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [staff, client] = await Promise.all(contexts.map((c) => c.newPage()));
  if (!staff || !client) throw new Error('no pages');
  return { staff, client, close: () => Promise.all(contexts.map((c) => c.close())) };
}

// Two people signing in and talking: more than one page's worth of time on a busy machine. Both
// journeys read and write the portal user's bell, so they run one after the other.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const feed = (page: Page) => page.getByRole('log');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const chatBadge = (page: Page) => menu(page).getByTestId('chat-unread-total');

test('two people chat in real time; the receiver is told without a reload and catches up from the notification', async ({
  browser,
  request,
}) => {
  const business = await clientBusiness(request);
  const { staff, client, close } = await twoPeople(browser);

  await openAs(client, CLIENT);
  await expect(client.getByTestId('header-user-name')).toBeVisible();
  await expect(client.getByTestId('notification-dot')).toHaveCount(0);
  await expect(chatBadge(client)).toHaveCount(0);

  await openAs(staff, STAFF, `/chat?businessId=${business.id}`);
  // The first visit makes the business's group channel; the machine may be busy.
  await expect(staff).toHaveURL(/channelId=/, { timeout: 30_000 });
  const channelId = new URL(staff.url()).searchParams.get('channelId');
  const text = `Hello from the practice ${Date.now()}`;
  await composer(staff).fill(text);
  await composer(staff).press('Enter');
  await expect(feed(staff).getByText(text)).toBeVisible();
  await expect(composer(staff)).toHaveValue('');
  await expectNoHorizontalScroll(staff);

  // Without a reload: the bell's dot and the chat menu item's count.
  await expect(client.getByTestId('notification-dot')).toBeVisible();
  await expect(chatBadge(client)).toHaveText('1');

  await client.getByRole('button', { name: 'Notifications' }).click();
  const panel = client.getByTestId('notification-panel');
  await panel
    .getByRole('button', { name: /New message from/ })
    .first()
    .click();
  await expect(client).toHaveURL(new RegExp(`/chat\\?businessId=${business.id}&channelId=${channelId}$`));
  await expect(feed(client).getByText(text)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(chatBadge(client)).toHaveCount(0);
  await expect(client.getByRole('button', { name: business.name }).getByTestId('channel-news')).toHaveCount(0);

  // The staff member sees the client typing, then the reply, without a reload.
  const reply = `Thanks, uploading now ${Date.now()}`;
  await composer(client).fill(reply);
  await expect(staff.getByText("Liam O'Connor is typing…")).toBeVisible();
  await composer(client).press('Enter');
  await expect(feed(staff).getByText(reply)).toBeVisible();
  await staff.getByRole('button', { name: 'Show information' }).click();
  await expect(staff.getByRole('complementary', { name: 'Information' })).toBeVisible();
  await expectNoHorizontalScroll(staff);
  await expect(feed(client).getByText(reply)).toBeVisible();

  await close();
});

test("'Mark all as read' on /notification reads every notification and clears the bell's dot", async ({ browser, request }) => {
  const business = await clientBusiness(request);
  const { staff, client, close } = await twoPeople(browser);
  await openAs(client, CLIENT, '/notification');

  await openAs(staff, STAFF, `/chat?businessId=${business.id}`);
  await composer(staff).fill(`@Liam a mention for the bell ${Date.now()}`);
  await composer(staff).press('Enter');

  const unread = client.locator('[data-unread]');
  await expect(unread.first()).toBeVisible();
  await client.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(unread).toHaveCount(0);
  await expect(client.getByTestId('notification-dot')).toHaveCount(0);

  await close();
});
