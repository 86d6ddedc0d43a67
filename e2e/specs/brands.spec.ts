/**
 * White Label Management journeys: a Super Admin creates a brand in two steps (details with a
 * logo, then services and chart template) and finds it in the list; a Region Admin is refused.
 */
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test.js';
import { menu, openAs } from '../support/session.js';

/** A real 16×16 PNG in one colour, made here so the test needs no fixture file. */
function smallPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 16 }, () => [0x0b, 0x72, 0x85]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: 16 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const apiAnswer = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname));

test('a Super Admin creates a brand in two steps and finds it in the list', async ({ page }) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const name = `Cockatoo Books ${suffix}`;
  const slug = `cockatoo-books-${suffix}`;

  await openAs(page, 'superadmin@demo.test');
  await menu(page).getByRole('link', { name: 'White Label Management', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'White Label Management' })).toBeVisible();
  await page.getByRole('link', { name: 'Create brand' }).click();
  await expect(page).toHaveURL(/\/brands\/create$/);

  // Step 1: details and branding; the slug follows the name.
  await page.getByRole('textbox', { name: 'Brand name' }).fill(name);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Contact email' }).fill(`hello@${slug}.com.au`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
  const created = apiAnswer(page, 'POST', /^\/api\/v1\/brands$/);
  const uploaded = apiAnswer(page, 'POST', /^\/api\/v1\/brands\/[^/]+\/logo$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await created).status()).toBe(201);
  expect((await uploaded).status()).toBe(200);

  // Step 2: services and the chart-of-accounts template.
  await expect(page).toHaveURL(/\/brands\/select-services\?brandId=[0-9a-f-]{36}$/);
  await page.getByRole('checkbox', { name: /Bookkeeping/ }).click();
  await page.getByRole('checkbox', { name: /BAS lodgement/ }).click();
  await expect(page.getByRole('checkbox', { name: /Bookkeeping/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'Chart-of-accounts template' }).click();
  await page.getByRole('option', { name: /^Australian small business/ }).click();
  const saved = apiAnswer(page, 'PUT', /^\/api\/v1\/brands\/[^/]+\/services$/);
  await page.getByRole('button', { name: 'Finish' }).click();
  expect((await saved).status()).toBe(200);

  // The brand's page shows what was saved.
  await expect(page).toHaveURL(/\/brands\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${name} logo` }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Bookkeeping/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /BAS lodgement/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Payroll/ })).not.toBeChecked();

  // And the list finds it.
  await page.getByRole('link', { name: 'Back to brands' }).click();
  await page.getByRole('textbox', { name: 'Search brands' }).fill(suffix);
  const row = page.getByRole('table', { name: 'Brands' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(slug);
  await expect(row).toContainText('Active');
  await expect(page).toHaveURL(new RegExp(`keyword=${suffix}`));
});

test('a Region Admin opening /brands is sent home', async ({ page }) => {
  await openAs(page, 'regionadmin@demo.test');
  // The menu is there, without the brands' entry.
  await expect(menu(page).getByRole('link', { name: 'Client management', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'White Label Management' })).toHaveCount(0);
  await page.goto('/brands');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/brands/create');
  await expect(page).toHaveURL(/\/dashboard$/);
});
