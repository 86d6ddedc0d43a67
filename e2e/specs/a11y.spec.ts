/**
 * WCAG 2.1 AA on every route of SPEC.md §2: each demo role opens every page it may open and axe
 * finds nothing. A walk signs in once and moves from page to page inside the app, as a person
 * clicking through it does: a full page load for every route cost most of a walk's 14 minutes.
 * Every role walks once, the four looks (light or dark, English or Vietnamese) taking turns; a
 * second, shorter walk in the opposite look takes the pages the first walks left unseen in a
 * scheme or a language, so every route is judged light and dark, in English and in Vietnamese.
 */
import { decideRoute, Role, ROLE_NAMES, type RoleId } from '@ledgerdesk/domain';
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

type Ids = Awaited<ReturnType<typeof firstIds>>;

/** Every page of routes.tsx under the default and report layouts, with ids filled in. */
function signedInRoutes(ids: Ids): string[] {
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

/** Opens the app in `look`: the language's cookie and the scheme the app keeps in local storage. */
async function openIn(page: Page, look: Look, path: string): Promise<void> {
  const context = page.context();
  await context.addCookies([{ name: 'i18n_redirected', value: look.language, url: E2E_BASE_URL }]);
  await context.addInitScript((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), look.scheme);
  await page.goto(path);
}

/**
 * Moves to `path` inside the app, as its links do (history entry, then the router's navigation),
 * and waits for the new page: a new path moves the focus to the page (useRouteFocus), the focus
 * having been let go first; a new query on the same path is rendered by the next frames. settle()
 * then waits for the page's data.
 */
async function navigate(page: Page, path: string): Promise<void> {
  const samePath = new URL(page.url()).pathname === new URL(path, E2E_BASE_URL).pathname;
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if (!samePath)
    await page
      .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, {
        polling: 50,
        timeout: 5_000,
      })
      .catch(() => undefined);
}

/** Opens each path in turn, inside the app after the first, and runs axe on each. */
async function walk(page: Page, paths: string[], look: Look): Promise<void> {
  const [first, ...rest] = paths;
  if (!first) return;
  await openIn(page, look, first);
  await checkA11y(page, `${first} (${look.scheme}, ${look.language})`);
  for (const path of rest) {
    await navigate(page, path);
    await checkA11y(page, `${path} (${look.scheme}, ${look.language})`);
  }
}

const [LIGHT_EN, DARK_VI, DARK_EN, LIGHT_VI] = LOOKS as [Look, Look, Look, Look];
const opposite = (look: Look): Look => LOOKS.find((l) => l.scheme !== look.scheme && l.language !== look.language)!;

/** Each role walks every page it may open once, the four looks taking turns. */
const MAIN_WALKS: [RoleId, Look][] = [
  [Role.SuperAdmin, LIGHT_EN],
  [Role.RegionAdmin, DARK_VI],
  [Role.CaseManager, DARK_EN],
  [Role.BrandAdmin, LIGHT_VI],
  [Role.BrandManager, DARK_VI],
  [Role.Client, LIGHT_EN],
  [Role.Supervisor, DARK_EN],
];

/** A page's route with the ids taken out, the same for every role: `/clients/ID`. */
const ID_IN_PATTERN = 'ID';
const ROUTES = signedInRoutes({
  businessId: ID_IN_PATTERN,
  bankAccountId: ID_IN_PATTERN,
  clientId: ID_IN_PATTERN,
  brandId: ID_IN_PATTERN,
  chartId: ID_IN_PATTERN,
  ruleId: ID_IN_PATTERN,
  userId: ID_IN_PATTERN,
  uploadRequestId: ID_IN_PATTERN,
});
const routeOf = (path: string, ids: Ids) =>
  Object.values(ids).reduce((route: string, id) => (id ? route.replaceAll(id, ID_IN_PATTERN) : route), path);
const mayOpen = (roleId: RoleId, route: string) => decideRoute(route, roleId).allow;

/**
 * The pages the main walks leave unseen in a scheme or a language (those only one role opens, or
 * only roles of one look): the first role that opens each walks them in its opposite look.
 */
const SECOND_LOOK = new Map<RoleId, Set<string>>();
for (const route of ROUTES) {
  const looks = MAIN_WALKS.filter(([roleId]) => mayOpen(roleId, route)).map(([, look]) => look);
  const both = <K extends keyof Look>(key: K) => new Set(looks.map((look) => look[key])).size === 2;
  const walker = MAIN_WALKS.find(([roleId]) => mayOpen(roleId, route));
  if (walker && !(both('scheme') && both('language'))) {
    const routes = SECOND_LOOK.get(walker[0]) ?? new Set<string>();
    SECOND_LOOK.set(walker[0], routes.add(route));
  }
}

type Walk = { roleId: RoleId; look: Look; name: string; walks: (route: string) => boolean };
const WALKS: Walk[] = [
  ...MAIN_WALKS.map(([roleId, look]) => ({ roleId, look, name: `every page ${ROLE_NAMES[roleId]} may open passes`, walks: () => true })),
  ...[...SECOND_LOOK].map(([roleId, routes]) => ({
    roleId,
    look: opposite(MAIN_WALKS.find(([id]) => id === roleId)![1]),
    name: `the pages only ${ROLE_NAMES[roleId]}'s first walk sees pass`,
    walks: (route: string) => routes.has(route),
  })),
];

for (const { roleId, look, name, walks } of WALKS) {
  const email = DEMO.find(([id]) => id === roleId)![1];
  test(`${name} axe (${look.scheme}, ${look.language})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const ids = await firstIds(request, email);
    // A page the role may not open only sends it back to the dashboard: the guard's own rule.
    const paths = signedInRoutes(ids).filter((path) => mayOpen(roleId, path) && walks(routeOf(path, ids)));
    await resumeSession(page, email);
    await walk(page, paths, look);
  });
}

test('every signed-out page passes axe in each look', async ({ page }) => {
  test.setTimeout(300_000);
  // Each look's first page is a full load: its cookie and stored scheme (the last one set wins).
  for (const look of LOOKS) await walk(page, SIGNED_OUT, look);
});
