/**
 * Route access of the web application (SPEC.md §2), shared by the web guards and their tests.
 * A rule covers its path and every path below it; the longest matching rule wins. Screens SPEC.md
 * leaves open follow the permission their work needs, so nobody is shown a screen whose calls
 * the server refuses.
 */
import { PERMISSIONS, type Permission } from './permissions.js';
import { Role, ROLE_IDS, type RoleId } from './roles.js';

export type RouteAccess = { kind: 'guest' } | { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly RoleId[] };

const guest = { kind: 'guest' } as const;
const open = { kind: 'public' } as const;
const signedIn = { kind: 'signedIn' } as const;
const only = (...roles: RoleId[]): RouteAccess => ({ kind: 'roles', roles });
const allBut = (...excluded: RoleId[]): RouteAccess => only(...ROLE_IDS.filter((id) => !excluded.includes(id)));
const rolesWith = (permission: Permission): RouteAccess => only(...PERMISSIONS[permission]);

const { SuperAdmin, RegionAdmin, CaseManager, Supervisor } = Role;

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  '/login': guest,
  '/reset-password': open,
  '/new-password': open,
  '/Activation': open,
  '/upload-request': open,
  '/driven-report/iframe': open,
  '/legal': open,
  '/cookies': open,
  '/privacy': open,
  '/abn-lookup': rolesWith('abn:lookup'),
  '/audit-log': only(SuperAdmin),
  '/secret': rolesWith('settings:manage'),
  '/brands': only(SuperAdmin),
  '/services': only(SuperAdmin),
  '/business-management': only(CaseManager),
  '/client-management': allBut(CaseManager),
  '/team': only(SuperAdmin, RegionAdmin, Supervisor),
  '/file-business-management': only(CaseManager),
  '/file-client-management': allBut(CaseManager),
  '/coa-management-system': only(SuperAdmin),
  '/auto-coding-system': only(SuperAdmin, RegionAdmin, CaseManager),
  '/find-and-recode': only(SuperAdmin, RegionAdmin, CaseManager),
  '/clients': rolesWith('clients:read'),
  '/conversion': rolesWith('ledger:write'),
  '/businesses/new-account': rolesWith('ledger:write'),
  '/internal-transfer-analyze': rolesWith('ledger:write'),
  /** Contractors and TPAR: the staff who code a business's bank lines. */
  '/subcontractor-keyword-abn': rolesWith('ledger:write'),
};

function ruleFor(pathname: string): RouteAccess {
  let best: string | undefined;
  for (const prefix of Object.keys(ROUTE_ACCESS)) {
    const covers = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (covers && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? signedIn : (ROUTE_ACCESS[best] ?? signedIn);
}

export type RouteDecision = { allow: true } | { allow: false; redirect: string };

/**
 * Decides whether a visitor (roleId undefined when signed out) may open `fullPath`
 * (path with query string). Refusals name where to go instead.
 */
export function decideRoute(fullPath: string, roleId: RoleId | undefined): RouteDecision {
  const pathname = fullPath.split(/[?#]/, 1)[0] ?? '/';
  const rule = ruleFor(pathname);
  if (rule.kind === 'public') return { allow: true };
  if (rule.kind === 'guest') return roleId === undefined ? { allow: true } : { allow: false, redirect: '/' };
  if (roleId === undefined) {
    return { allow: false, redirect: `/login?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (rule.kind === 'signedIn' || rule.roles.includes(roleId)) return { allow: true };
  return { allow: false, redirect: '/' };
}

export function canOpen(pathname: string, roleId: RoleId): boolean {
  return decideRoute(pathname, roleId).allow;
}
