/**
 * WCAG 2.1 AA on every route of SPEC.md §2: each demo role opens every page it may open and axe
 * finds nothing. The looks (light or dark, English or Vietnamese) take turns: the Super Admin,
 * who may open the most pages, walks them light in English and dark in Vietnamese, every other
 * role in one look, so each look is walked by two roles or more without four walks a role (a
 * walk takes a minute or two); the few signed-out pages are walked in all four.
 */
import { Role, ROLE_NAMES, type RoleId } from '@ledgerdesk/domain';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { checkA11y } from '../support/a11y.js';
import { E2E_BASE_URL } from '../support/env.js';
import { authHeaders, resumeSession } from '../support/session.js';

type Look = { scheme: 'light' | 'dark'; language: 'en' | 'vi' };
const LOOKS: Look[] = [
  { scheme: 'light', language: 'en' },
  { scheme: 'dark', language: 'vi' },
  { scheme: 'dark', language: 'en' },
  { scheme: 'light', language: 'vi' },
];

const DEMO: [RoleId, string][] = [
  [Role.SuperAdmin, 'superadmin@demo.test'],
  [Role.RegionAdmin, 'regionadmin@demo.test'],
  [Role.CaseManager, 'casemanager@demo.test'],
  [Role.BrandAdmin, 'brandadmin@demo.test'],
  [Role.BrandManager, 'brandmanager@demo.test'],
  [Role.Client, 'client@demo.test'],
  [Role.Supervisor, 'supervisor@demo.test'],
];

const PERIOD = 'from=2025-07-01&to=2026-06-30';
const BUSINESS_TABS = [
  'overview',
  'case-managers',
  'bank-accounts',
  'chart-of-accounts',
  'iob',
  'transactions',
  'general-journal',
  'financial-report',
];
const REPORT_TYPES = ['balance-sheet', 'profit-loss', 'trial-balance', 'general-journal', 'gst-summary'];

/** The first record of each kind the user may see, as the pages with an id in their path need. */
async function firstIds(request: APIRequestContext, email: string) {
  const headers = await authHeaders(request, email);
  const first = async (path: string): Promise<string | undefined> => {
    const answer = await request.get(`/api/v1/${path}`, { headers });
    if (!answer.ok()) return undefined;
    return ((await answer.json()) as { data: { id: string }[] }).data[0]?.id;
  };
  const businessId = await first('businesses?limit=1&status=active');
  return {
    businessId,
    bankAccountId: businessId && (await first(`businesses/${businessId}/bank-accounts`)),
    clientId: await first('clients?limit=1'),
    brandId: await first('brands?limit=1'),
    chartId: await first('charts?limit=1'),
    ruleId: await first('coding-rules?limit=1'),
    userId: await first('users?limit=1&roleId=3'),
    uploadRequestId: await first('upload-requests?limit=1'),
  };
}

/** Every page of routes.tsx under the default and report layouts, with ids filled in. */
function signedInRoutes(ids: Awaited<ReturnType<typeof firstIds>>): string[] {
  const { businessId: b, bankAccountId, clientId, brandId, chartId, ruleId, userId, uploadRequestId } = ids;
  return [
    '/dashboard',
    '/notification',
    '/chat',
    '/edit-account',
    '/change-password',
    '/client-management',
    clientId && `/clients/${clientId}`,
    '/business-management',
    ...(b ? BUSINESS_TABS.map((tab) => `/businesses/${b}?tab=${tab}`) : []),
    b && `/businesses/master-table?businessId=${b}`,
    b && `/businesses/accounting-report?businessId=${b}`,
    b && `/businesses/accounting-report/trial-balance?businessId=${b}&${PERIOD}`,
    b && `/businesses/accounting-report/profit-and-loss?businessId=${b}&${PERIOD}`,
    b && `/businesses/accounting-report/balance-sheet?businessId=${b}&${PERIOD}`,
    ...(b ? REPORT_TYPES.map((type) => `/edit-report/${type}?businessId=${b}&${PERIOD}`) : []),
    b && `/driven-report?businessId=${b}`,
    b && bankAccountId && `/conversion?businessId=${b}&bankAccountId=${bankAccountId}`,
    b && `/businesses/processing-data?businessId=${b}`,
    b && `/businesses/new-account?businessId=${b}`,
    b && `/chat?businessId=${b}`,
    '/brands',
    '/brands/create',
    '/brands/select-services',
    brandId && `/brands/${brandId}`,
    brandId && `/brands/coa?brandId=${brandId}`,
    '/coa-management-system',
    chartId && `/coa-management-system/${chartId}`,
    '/services',
    '/team',
    userId && `/team/case-manager/${userId}`,
    '/auto-coding-system',
    ruleId && `/auto-coding-system/view/${ruleId}`,
    ruleId && `/auto-coding-system/${ruleId}`,
    '/auto-coding-system/new',
    '/find-and-recode',
    '/internal-transfer-analyze',
    '/subcontractor-keyword-abn',
    '/audit-log',
    '/abn-lookup',
    '/secret',
    '/file-business-management',
    '/file-client-management',
    '/upload-request',
    uploadRequestId && `/upload-request/${uploadRequestId}`,
    '/change-email',
    '/legal',
    '/no-such-page',
  ].filter((path): path is string => Boolean(path));
}

const SIGNED_OUT = [
  '/login',
  '/new-password',
  '/reset-password',
  '/Activation',
  '/legal',
  '/cookies',
  '/privacy',
  '/upload-request/none?token=none',
];

async function lookAs(page: Page, look: Look): Promise<void> {
  // The colour scheme lives in the origin's storage: open a light public page to write it.
  if (page.url() === 'about:blank') await page.goto('/legal');
  await page.context().addCookies([{ name: 'i18n_redirected', value: look.language, url: E2E_BASE_URL }]);
  await page.evaluate((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), look.scheme);
}

/** Opens each path once (a path the role may not open lands on one already seen) and runs axe. */
async function walk(page: Page, paths: string[], look: Look): Promise<void> {
  await lookAs(page, look);
  const seen = new Set<string>();
  for (const path of paths) {
    await page.goto(path);
    const landed = new URL(page.url());
    const key = landed.pathname + landed.search;
    if (seen.has(key)) continue;
    seen.add(key);
    await checkA11y(page, `${key} (${look.scheme}, ${look.language})`);
  }
}

/** Role and look of each walk: the Super Admin twice, then the others in turn from the third look. */
const WALKS: [RoleId, string, Look][] = DEMO.flatMap(([roleId, email], index) =>
  roleId === Role.SuperAdmin
    ? LOOKS.slice(0, 2).map((look): [RoleId, string, Look] => [roleId, email, look])
    : [[roleId, email, LOOKS[(index + 1) % LOOKS.length]!]],
);

for (const [roleId, email, look] of WALKS) {
  test(`every page ${ROLE_NAMES[roleId]} may open passes axe (${look.scheme}, ${look.language})`, async ({ page, request }) => {
    test.setTimeout(900_000);
    const ids = await firstIds(request, email);
    await resumeSession(page, email);
    await walk(page, signedInRoutes(ids), look);
  });
}

test('every signed-out page passes axe in each look', async ({ page }) => {
  test.setTimeout(300_000);
  for (const look of LOOKS) await walk(page, SIGNED_OUT, look);
});
