/**
 * The permission matrix (STYLE.md §6 and §10): every /api/v1 route the app registers, tried by
 * each of the seven roles and signed out, answers as its declared access rule says. The routes
 * come from the running app, so a new route is in the matrix without anyone listing it. The
 * screens SPEC.md §2 names roles for are checked against the permissions behind their API, and
 * a route without an access rule keeps the server from starting.
 */
import { randomUUID } from 'node:crypto';
import { can, canOpen, Role, ROLE_IDS, ROLE_NAMES, type Permission, type RoleId } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildBrand, buildClient, buildRegion, buildUser } from '../../../test/factories.js';
import { contextBeside, createTestApp, type ApiResponse, type TestApp } from '../../../test/harness.js';
import type { ApiRoute } from './guard.js';

const { SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Client, Supervisor } = Role;

interface Caller {
  name: string;
  roleId?: RoleId;
  token?: string;
  /** The token of another user of the same role and scope, for the routes that end the session they are called with. */
  spareToken?: () => Promise<string>;
}

/**
 * Routes that end the caller's own session: tried as another user of the role, so the caller's
 * token keeps working for the rest (and "sign out everywhere else", tried meanwhile, cannot end
 * the one they were called with).
 */
const ENDS_OWN_SESSION = new Set(['POST /api/v1/auth/logout']);

/** Enough at once to overlap the requests, few enough not to starve the other test files. */
const CONCURRENCY = 8;

async function inBatches<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < items.length; i = next++) results[i] = await run(items[i] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** Every path parameter becomes a well-formed id of nothing, so a permitted caller gets 404 or 400, never a record. */
const concreteUrl = (url: string): string => url.replace(/:[A-Za-z]+/g, () => randomUUID());

/**
 * What the guard must answer. 'allowed' means past the guard: the handler may still say 400 or
 * 404 to the empty body and unknown ids, but never 401 or 403.
 */
function expectedAnswer(access: ApiRoute['access'], roleId: RoleId | undefined): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (roleId === undefined) return 401;
  return access === 'authenticated' || can(roleId, access) ? 'allowed' : 403;
}

const ALL = ROLE_IDS;
const allBut = (...excluded: RoleId[]): RoleId[] => ALL.filter((r) => !excluded.includes(r));

interface SpecScreen {
  screens: string[];
  /** Who SPEC.md §2 lets open the screens. */
  roles: readonly RoleId[];
  /** What the screens need from the API: each must grant exactly `roles`. */
  permissions: Permission[];
  /** The API the screens work on: no role outside `roles` may reach any of it (its writes only, with `writesOnly`). */
  api?: { prefix: string; writesOnly?: boolean };
}

/** The screens SPEC.md §2 names roles for, written out by hand so a change to the registry has to match them. */
const SPEC_SCREENS: readonly SpecScreen[] = [
  { screens: ['/secret'], roles: [SuperAdmin], permissions: ['settings:manage'], api: { prefix: '/api/v1/settings' } },
  { screens: ['/abn-lookup'], roles: allBut(Client), permissions: ['abn:lookup'], api: { prefix: '/api/v1/abn' } },
  { screens: ['/brands'], roles: [SuperAdmin], permissions: ['brands:manage'], api: { prefix: '/api/v1/brands' } },
  // Other screens read charts (a business's chart, the brand's template): only managing them is the screen's.
  {
    screens: ['/coa-management-system'],
    roles: [SuperAdmin],
    permissions: ['coa:templates'],
    api: { prefix: '/api/v1/charts', writesOnly: true },
  },
  {
    screens: ['/team'],
    roles: [SuperAdmin, RegionAdmin, Supervisor],
    permissions: ['users:read', 'users:invite', 'users:manage'],
    api: { prefix: '/api/v1/users' },
  },
  { screens: ['/client-management'], roles: allBut(CaseManager), permissions: ['clients:read'], api: { prefix: '/api/v1/clients' } },
  {
    screens: ['/auto-coding-system', '/find-and-recode'],
    roles: [SuperAdmin, RegionAdmin, CaseManager],
    permissions: ['coding:rules'],
    api: { prefix: '/api/v1/coding-rules' },
  },
  { screens: ['/edit-account', '/change-password'], roles: ALL, permissions: ['account:self'], api: { prefix: '/api/v1/me' } },
];

const grantedTo = (access: ApiRoute['access']): readonly RoleId[] =>
  access === 'public' || access === 'authenticated' ? ALL : ALL.filter((r) => can(r, access));

function send(t: TestApp, route: ApiRoute, token: string | undefined): Promise<ApiResponse> {
  const url = concreteUrl(route.url);
  const options = { token };
  switch (route.method) {
    case 'GET':
      return t.api.get(url, options);
    case 'DELETE':
      return t.api.delete(url, options);
    case 'POST':
      return t.api.post(url, {}, options);
    case 'PUT':
      return t.api.put(url, {}, options);
    case 'PATCH':
      return t.api.patch(url, {}, options);
    default:
      throw new Error(`No request for ${route.method} ${route.url}`);
  }
}

describe('route access', () => {
  let t: TestApp;
  let routes: readonly ApiRoute[];
  const callers: Caller[] = [{ name: 'signed out' }];

  beforeAll(async () => {
    t = await createTestApp();
    // Fastify answers HEAD with the GET route's handler and config: trying the GET covers both.
    routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    // Each role carries what its data scope hangs on, as real users of that role do.
    const region = await buildRegion(t.ctx);
    const brand = await buildBrand(t.ctx);
    const client = await buildClient(t.ctx, { regionId: region.id, brandId: brand.id });
    const scopeOf: Record<RoleId, { regionId?: string; brandId?: string; clientId?: string }> = {
      [SuperAdmin]: {},
      [RegionAdmin]: { regionId: region.id },
      [CaseManager]: { regionId: region.id },
      [BrandAdmin]: { brandId: brand.id },
      [BrandManager]: { brandId: brand.id },
      [Client]: { clientId: client.id },
      [Supervisor]: { regionId: region.id },
    };
    for (const roleId of ROLE_IDS) {
      const { token } = await buildUser(t.ctx, { roleId, ...scopeOf[roleId] });
      const spareToken = async () => (await buildUser(t.ctx, { roleId, ...scopeOf[roleId] })).token;
      callers.push({ name: ROLE_NAMES[roleId], roleId, token, spareToken });
    }
  });
  afterAll(() => t.close());

  it('collects every route of the API documentation', () => {
    const paths: Record<string, object | undefined> = t.app.swagger().paths ?? {};
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const collected = routes.map((r) => `${r.method} ${r.url}`);
    expect(documented.filter((r) => r.includes('/api/v1/')).sort()).toEqual([...collected].sort());
  });

  // About 1,300 requests: seconds on a quiet machine, more when the suite's workers share two cores.
  it('answers every route as its access rule says, to each role and signed out', { timeout: 180_000 }, async () => {
    const cases = routes.flatMap((route) => callers.map((caller) => ({ route, caller })));
    const answers = await inBatches(cases, CONCURRENCY, async ({ route, caller }) => {
      const endsSession = ENDS_OWN_SESSION.has(`${route.method} ${route.url}`) && caller.spareToken;
      const { status } = await send(t, route, endsSession ? await endsSession() : caller.token);
      const expected = expectedAnswer(route.access, caller.roleId);
      // Past the guard, an empty body or an unknown id is a 4xx; a 500 is a bug either way.
      const right = expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
      return right ? undefined : `${route.method} ${route.url} (${route.access}) as ${caller.name}: ${status}, expected ${expected}`;
    });
    expect(answers.filter(Boolean)).toEqual([]);
    expect(cases.length).toBe(routes.length * (ROLE_IDS.length + 1));
  });

  it.each(SPEC_SCREENS.map((spec) => [spec.screens.join(' and '), spec] as const))(
    'lets the roles SPEC.md §2 names for %s, and no other, open it and use its API',
    (_screens, spec) => {
      for (const screen of spec.screens) expect(ALL.filter((r) => canOpen(screen, r))).toEqual(spec.roles);
      for (const permission of spec.permissions) expect(grantedTo(permission)).toEqual(spec.roles);
      if (!spec.api) return;
      const { prefix, writesOnly } = spec.api;
      const api = routes.filter((r) => (r.url === prefix || r.url.startsWith(`${prefix}/`)) && r.access !== 'public');
      const inScope = api.filter((r) => !writesOnly || r.method !== 'GET');
      expect(inScope.length).toBeGreaterThan(0);
      const reachedByOthers = inScope.filter((r) => grantedTo(r.access).some((role) => !spec.roles.includes(role)));
      expect(reachedByOthers.map((r) => `${r.method} ${r.url} (${r.access})`)).toEqual([]);
    },
  );

  it('refuses to start when a route declares no access rule', async () => {
    const app = await buildApp(contextBeside(t));
    // Modules add their routes to the app inside buildApp, so this throw is buildApp's rejection.
    expect(() => app.get('/api/v1/unguarded', () => 'open to all')).toThrow('Route GET /api/v1/unguarded declares no access rule');
    app.get('/api/v1/declared', { config: { access: 'public' } }, () => 'open to all');
    await app.ready();
    expect(app.apiRoutes.map((r) => r.url)).toContain('/api/v1/declared');
    expect(app.apiRoutes.map((r) => r.url)).not.toContain('/api/v1/unguarded');
    await app.close();
  });
});
