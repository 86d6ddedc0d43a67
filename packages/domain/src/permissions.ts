/**
 * The one permission registry: data, not code, default deny. The server checks every route
 * against it; the web hides what it would refuse. Scope (which records) is applied separately
 * in each module's queries.
 */
import { Role, ROLE_IDS, type RoleId } from './roles.js';

const ALL = ROLE_IDS;
const { SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Client, Supervisor } = Role;

export const PERMISSIONS = {
  'account:self': ALL,
  /** Two-factor sign-in is for the practice's staff; portal users sign in with their password. */
  'account:two-factor': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'roles:read': ALL,
  'users:read': [SuperAdmin, RegionAdmin, Supervisor],
  'users:invite': [SuperAdmin, RegionAdmin, Supervisor],
  'users:manage': [SuperAdmin, RegionAdmin, Supervisor],
  'audit:read': [SuperAdmin],
  /** Removing another user's two-factor sign-in (a lost phone), so they can enrol again. */
  'users:reset-two-factor': [SuperAdmin],
  /** Checking an ABN against the register: every staff role, wherever an ABN is typed. */
  'abn:lookup': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  /** /secret: mail server, ABR GUID, limits, session length and the token signing key. */
  'settings:manage': [SuperAdmin],
  'brands:manage': [SuperAdmin],
  'clients:read': [SuperAdmin, RegionAdmin, BrandAdmin, BrandManager, Client, Supervisor],
  'clients:write': [SuperAdmin, RegionAdmin, BrandAdmin, BrandManager, Supervisor],
  'clients:assign': [SuperAdmin, RegionAdmin, Supervisor],
  /** Renaming or recolouring a tag: tags are the practice's, on clients of every brand and region (docs/decisions/0010). */
  'tags:manage': [SuperAdmin],
  'regions:read': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'regions:manage': [SuperAdmin],
  'services:read': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'services:manage': [SuperAdmin],
  'businesses:read': ALL,
  'businesses:write': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'businesses:create': [SuperAdmin, RegionAdmin, BrandAdmin, BrandManager, Supervisor],
  'businesses:assign': [SuperAdmin, RegionAdmin, Supervisor],
  'coa:templates': [SuperAdmin],
  'coa:read': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'coding:rules': [SuperAdmin, RegionAdmin, CaseManager],
  /** Changing the rules every business runs (the practice's) or every business of a brand runs; business rules need only 'coding:rules' and the business in scope. */
  'coding:practice-rules': [SuperAdmin],
  'coding:brand-rules': [SuperAdmin, RegionAdmin],
  'ledger:read': ALL,
  'ledger:write': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'ledger:lock': [SuperAdmin, RegionAdmin, Supervisor],
  'ledger:unlock': [SuperAdmin],
  /** Marking a bank account reconciled to a statement, and undoing it: the bookkeeping staff who code its lines. */
  'ledger:reconcile': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'reports:read': ALL,
  'reports:write': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'reports:lock': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'reports:approve': [SuperAdmin, RegionAdmin, Supervisor],
  'reports:unlock': [SuperAdmin],
  'files:read': ALL,
  'files:write': ALL,
  'files:requests': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
  'chat:use': ALL,
  'chat:file-requests': [SuperAdmin, RegionAdmin, CaseManager, BrandAdmin, BrandManager, Supervisor],
} as const satisfies Record<string, readonly RoleId[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roleId: RoleId, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly RoleId[]).includes(roleId);
}

/**
 * Roles a user of `actor` role may grant when inviting or changing a team member: never one that
 * sees more than the actor. A Brand Admin or Brand Manager sees their brand's clients in every
 * region, so a Region Admin (one region) cannot make one; a Super Admin does.
 */
export function grantableRoles(actor: RoleId): readonly RoleId[] {
  switch (actor) {
    case SuperAdmin:
      return ALL;
    case RegionAdmin:
      return [RegionAdmin, Supervisor, CaseManager, Client];
    case Supervisor:
      return [CaseManager, Client];
    default:
      return [];
  }
}
