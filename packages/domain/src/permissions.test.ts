import { describe, expect, it } from 'vitest';
import { can, grantableRoles, PERMISSIONS, type Permission } from './permissions.js';
import { Role, ROLE_IDS, ROLE_NAMES, type RoleId } from './roles.js';

/**
 * Seniority, highest first: a practice-wide admin, then a region, then those who supervise
 * or run a brand, then those who do the work, then the practice's own clients.
 */
const RANK: Record<RoleId, number> = {
  [Role.SuperAdmin]: 0,
  [Role.RegionAdmin]: 1,
  [Role.Supervisor]: 2,
  [Role.BrandAdmin]: 2,
  [Role.CaseManager]: 3,
  [Role.BrandManager]: 3,
  [Role.Client]: 4,
};

const roles = ROLE_IDS.map((id) => [ROLE_NAMES[id], id] as const);

describe('grantableRoles', () => {
  it.each(roles)('never lets a %s grant a more senior role', (_name, actor) => {
    for (const granted of grantableRoles(actor)) expect(RANK[granted]).toBeGreaterThanOrEqual(RANK[actor]);
  });

  it('lets only a Super Admin make a Super Admin', () => {
    const grantors = ROLE_IDS.filter((actor) => grantableRoles(actor).includes(Role.SuperAdmin));
    expect(grantors).toEqual([Role.SuperAdmin]);
  });

  it('gives a Super Admin every role, and Case Managers, Brand Managers and Clients none', () => {
    expect([...grantableRoles(Role.SuperAdmin)].sort()).toEqual([...ROLE_IDS].sort());
    expect(grantableRoles(Role.CaseManager)).toEqual([]);
    expect(grantableRoles(Role.BrandManager)).toEqual([]);
    expect(grantableRoles(Role.Client)).toEqual([]);
  });

  it('grants nothing to roles without team access, and keeps a Supervisor below themselves', () => {
    // Team management (/team, users:invite) is Super Admin, Region Admin and Supervisor only.
    for (const role of [Role.BrandAdmin, Role.BrandManager, Role.CaseManager, Role.Client]) expect(grantableRoles(role)).toEqual([]);
    expect(grantableRoles(Role.Supervisor)).not.toContain(Role.Supervisor);
    expect(grantableRoles(Role.Supervisor)).not.toContain(Role.RegionAdmin);
  });
});

describe('can', () => {
  it('answers from the registry and nothing else (default deny)', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      for (const role of ROLE_IDS) {
        expect(can(role, permission)).toBe((PERMISSIONS[permission] as readonly RoleId[]).includes(role));
      }
    }
  });

  it('keeps the audit log to Super Admins and lets everyone manage their own account', () => {
    expect(ROLE_IDS.filter((r) => can(r, 'audit:read'))).toEqual([Role.SuperAdmin]);
    expect(ROLE_IDS.every((r) => can(r, 'account:self') && can(r, 'roles:read'))).toBe(true);
  });
});
