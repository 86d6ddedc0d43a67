import { describe, expect, it } from 'vitest';
import { Role, ROLE_IDS, ROLE_NAMES, type RoleId } from './roles.js';
import { canOpen, decideRoute } from './routes.js';

const { SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Client, Supervisor } = Role;
const ALL = ROLE_IDS;
const allBut = (...excluded: RoleId[]) => ALL.filter((r) => !excluded.includes(r));

/** SPEC.md §2, written out again by hand so that a change to the policy table has to match it. */
const GUARDED: ReadonlyArray<[path: string, allowed: readonly RoleId[]]> = [
  ['/', ALL],
  ['/dashboard', ALL],
  ['/brands', [SuperAdmin]],
  ['/brands/create', [SuperAdmin]],
  ['/brands/select-services', [SuperAdmin]],
  ['/brands/abc-123', [SuperAdmin]],
  ['/business-management', [CaseManager]],
  ['/client-management', allBut(CaseManager)],
  ['/team', [SuperAdmin, RegionAdmin, Supervisor]],
  ['/team/case-manager/abc', [SuperAdmin, RegionAdmin, Supervisor]],
  ['/chat', ALL],
  ['/file-business-management', [CaseManager]],
  ['/file-client-management', allBut(CaseManager)],
  ['/coa-management-system', [SuperAdmin]],
  ['/coa-management-system/7', [SuperAdmin]],
  ['/auto-coding-system', [SuperAdmin, RegionAdmin, CaseManager]],
  ['/auto-coding-system/view/1', [SuperAdmin, RegionAdmin, CaseManager]],
  ['/auto-coding-system/42', [SuperAdmin, RegionAdmin, CaseManager]],
  ['/find-and-recode', [SuperAdmin, RegionAdmin, CaseManager]],
  ['/edit-account', ALL],
  ['/change-password', ALL],
  ['/notification', ALL],
  // Not in SPEC.md's table: open to whoever the server lets do the screen's work.
  ['/clients', allBut(CaseManager)],
  ['/clients/abc-123', allBut(CaseManager)],
  ['/conversion', allBut(Client)],
  ['/businesses/new-account', allBut(Client)],
  ['/internal-transfer-analyze', allBut(Client)],
  ['/subcontractor-keyword-abn', allBut(Client)],
  ['/businesses/abc-123', ALL],
];

const cases = GUARDED.flatMap(([path, allowed]) => ALL.map((role) => [path, ROLE_NAMES[role], role, allowed.includes(role)] as const));

describe('route access for every guarded route and role (SPEC.md §2)', () => {
  it.each(cases)('%s as %s', (path, _name, role, allowed) => {
    expect(decideRoute(path, role)).toEqual(allowed ? { allow: true } : { allow: false, redirect: '/' });
    expect(canOpen(path, role)).toBe(allowed);
  });

  it.each(GUARDED.map(([path]) => [path]))('%s signed out goes to the login page with the way back', (path) => {
    expect(decideRoute(path, undefined)).toEqual({ allow: false, redirect: `/login?redirect=${encodeURIComponent(path)}` });
  });
});

describe('redirects', () => {
  it('keeps the full path and query, encoded, in ?redirect=', () => {
    expect(decideRoute('/client-management?page=2&clientKeyword=Trần Hà', undefined)).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Fclient-management%3Fpage%3D2%26clientKeyword%3DTr%E1%BA%A7n%20H%C3%A0',
    });
    expect(decideRoute('/chat?businessId=b1&channelId=c2', undefined)).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Fchat%3FbusinessId%3Db1%26channelId%3Dc2',
    });
  });

  it('judges the path, not the query: a query cannot widen access', () => {
    expect(decideRoute('/brands?x=/dashboard', Client)).toEqual({ allow: false, redirect: '/' });
    expect(decideRoute('/dashboard?next=/brands', Client)).toEqual({ allow: true });
  });

  it('sends a Case Manager at /client-management home', () => {
    expect(decideRoute('/client-management?page=1&clientKeyword=abc', CaseManager)).toEqual({ allow: false, redirect: '/' });
  });

  it('does not treat a longer name as a sub-path', () => {
    expect(decideRoute('/brandsomething', Client)).toEqual({ allow: true });
    expect(decideRoute('/teams', BrandManager)).toEqual({ allow: true });
  });
});

describe('the login page and public pages', () => {
  it.each(ALL.map((r) => [ROLE_NAMES[r], r] as const))('sends a signed-in %s from /login to /', (_name, role) => {
    expect(decideRoute('/login', role)).toEqual({ allow: false, redirect: '/' });
    expect(decideRoute('/login?redirect=%2Fteam', role)).toEqual({ allow: false, redirect: '/' });
  });

  it('opens /login to a signed-out visitor, with or without a redirect', () => {
    expect(decideRoute('/login', undefined)).toEqual({ allow: true });
    expect(decideRoute('/login?redirect=%2Fteam', undefined)).toEqual({ allow: true });
  });

  it.each(['/reset-password?token=abc', '/new-password', '/Activation?token=abc', '/upload-request/xyz'])(
    'opens %s to everyone, signed in or not',
    (path) => {
      expect(decideRoute(path, undefined)).toEqual({ allow: true });
      for (const role of [SuperAdmin, BrandAdmin, Client]) expect(decideRoute(path, role)).toEqual({ allow: true });
    },
  );
});
