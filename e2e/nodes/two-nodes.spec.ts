/**
 * One practice on two server nodes behind nginx: whatever one node does, the other serves at
 * once. Files go to the shared S3 store, chat crosses nodes over Redis, the books are one
 * PostgreSQL database, and a settings change reaches the other node's memory over Redis.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { authHeaders, resumeSession, signIn } from '../support/session.js';
import { importOfxLines } from '../support/statements.js';
import { E2E_PORT } from '../support/env.js';
import { NGINX_ACCESS_LOG, VIA_NODE_A, VIA_NODE_B } from './env.js';

const ADMIN = 'superadmin@demo.test';
const CLIENT = 'client@demo.test';
const CLIENT_NAME = 'Bondi Beach Bakery';
// The demo businesses with books; any other has no bank line, so its report counts only ours.
const WITH_BOOKS = [
  'Bondi Beach Bakery',
  'Coastal Plumbing Co',
  'Redgum Landscaping',
  'Sunrise Physiotherapy',
  'Southern Cross Electrical',
];

/** What nginx logged for requests it took on `port`: the node (upstream address) and status of each. */
function requestsOn(port: number): { node: string; status: number; request: string }[] {
  const lines = readFileSync(NGINX_ACCESS_LOG, 'utf8').split('\n');
  return lines
    .filter((line) => line.startsWith(`${port} `))
    .map((line) => {
      const [, node = '', status = '0', ...request] = line.split(' ');
      return { node, status: Number(status), request: request.join(' ') };
    });
}

const nodesThatAnswered = (port: number) => new Set(requestsOn(port).map((r) => r.node)).size;

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

async function openClientFiles(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/file-client-management`);
  await page.getByRole('combobox', { name: 'Client' }).fill(CLIENT_NAME);
  await page.getByRole('option', { name: new RegExp(CLIENT_NAME) }).click();
  await expect(page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'All files', exact: true })).toBeVisible();
}

const pdf = (name: string, size: number) => {
  const head = Buffer.from(`%PDF-1.4\n% ${name} ${Date.now()}\n`);
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]) };
};

test('two nodes behind nginx serve one practice as one', async ({ page, browser }) => {
  const viaA = await apiRequest.newContext({ baseURL: VIA_NODE_A });
  const viaB = await apiRequest.newContext({ baseURL: VIA_NODE_B });

  // Signing in through the balanced entry: its pages and API calls are spread over both nodes,
  // and the session holds on either (no sticky sessions, docs/decisions/0016).
  await signIn(page, ADMIN);
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  await expect.poll(() => nodesThatAnswered(E2E_PORT)).toBe(2);
  const nodeB = await page.context().newPage();

  // A file uploaded through node A downloads through node B, byte for byte.
  const file = pdf(`two-nodes-${Date.now()}.pdf`, 64 * 1024);
  await openClientFiles(page, VIA_NODE_A);
  await page.locator('input[type=file]').setInputFiles([file]);
  await expect(page.getByRole('table', { name: 'Files' }).getByRole('row', { name: new RegExp(file.name) })).toBeVisible();
  await openClientFiles(nodeB, VIA_NODE_B);
  await nodeB.getByRole('button', { name: `Actions for ${file.name}` }).click();
  const [download] = await Promise.all([nodeB.waitForEvent('download'), nodeB.getByRole('menuitem', { name: 'Download' }).click()]);
  expect((await readFile(await download.path())).equals(file.buffer)).toBe(true);

  // A chat message sent through node A arrives live on the client's socket, held by node B.
  const client = await (await browser.newContext()).newPage();
  const business = (
    await json<{ id: string }[]>(await viaB.get('/api/v1/businesses?limit=1&sort=name', { headers: await authHeaders(viaB, CLIENT) }))
  )[0];
  await page.goto(`${VIA_NODE_A}/chat?businessId=${business?.id}`);
  await expect(page).toHaveURL(/channelId=/, { timeout: 30_000 });
  await resumeSession(client, CLIENT);
  await client.goto(`${VIA_NODE_B}/chat${new URL(page.url()).search}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(client.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const text = `Sent through node A ${Date.now()}`;
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expect(client.getByRole('log').getByText(text)).toBeVisible();
  await client.context().close();

  // A statement imported through node A is in the profit and loss node B reports.
  const headersA = await authHeaders(viaA, ADMIN);
  const businesses = await json<{ id: string; name: string }[]>(
    await viaA.get('/api/v1/businesses?limit=50&status=active&sort=name', { headers: headersA }),
  );
  const bookless = businesses.find((b) => !WITH_BOOKS.includes(b.name));
  if (!bookless) throw new Error('every demo business has books');
  const account = await viaA.post(`/api/v1/businesses/${bookless.id}/bank-accounts`, {
    headers: headersA,
    data: { name: 'Two nodes cheque' },
  });
  const target = { businessId: bookless.id, bankAccountId: (await json<{ id: string }>(account)).id };
  await importOfxLines(viaA, ADMIN, target, [
    { date: '20230814', amount: '-120.50', description: 'Two nodes rent' },
    { date: '20230901', amount: '980.00', description: 'Two nodes sale' },
  ]);
  await nodeB.goto(`${VIA_NODE_B}/businesses/accounting-report/profit-and-loss?businessId=${bookless.id}&from=2023-07-01&to=2024-06-30`);
  const uncoded = nodeB.getByRole('alert').filter({ hasText: '2 uncoded bank lines are not in this report' });
  await expect(uncoded).toContainText('net $859.50');

  // The largest upload, lowered through node A, refuses a 2 MB file through node B at once.
  await page.goto(`${VIA_NODE_A}/secret`);
  await page.getByRole('textbox', { name: 'Largest upload' }).fill('1');
  await page.getByRole('button', { name: 'Save' }).nth(1).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved. Every server now uses them.' })).toBeVisible();
  await openClientFiles(nodeB, VIA_NODE_B);
  const tooBig = pdf('two-megabytes.pdf', 2 * 1024 * 1024);
  await nodeB.locator('input[type=file]').setInputFiles([tooBig]);
  await expect(nodeB.getByText(/larger than 1 MB\. Nothing was uploaded\./)).toBeVisible();

  // Nothing through the balanced entry failed, its sockets included: nginx logs a WebSocket (101)
  // once it closes, as the first page's did when it left for node A.
  const balanced = requestsOn(E2E_PORT);
  expect(balanced.filter((r) => r.status >= 400)).toEqual([]);
  expect(balanced.filter((r) => r.status === 101 && r.request.includes('/socket.io/')).length).toBeGreaterThan(0);

  await viaA.dispose();
  await viaB.dispose();
});
