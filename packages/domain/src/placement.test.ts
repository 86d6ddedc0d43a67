import { describe, expect, it } from 'vitest';
import { hasSupervisor, isRegionBound, needsBrand, needsRegion, placementFields, staffRolesFor } from './placement.js';
import { Role } from './roles.js';

describe('placement by role', () => {
  it('puts region admins, supervisors and case managers in a region', () => {
    expect([Role.RegionAdmin, Role.Supervisor, Role.CaseManager].every(needsRegion)).toBe(true);
    expect([Role.SuperAdmin, Role.BrandAdmin, Role.BrandManager, Role.Client].some(needsRegion)).toBe(false);
  });

  it('puts brand admins and brand managers in a brand', () => {
    expect([Role.BrandAdmin, Role.BrandManager].every(needsBrand)).toBe(true);
    expect([Role.SuperAdmin, Role.RegionAdmin, Role.Supervisor, Role.CaseManager, Role.Client].some(needsBrand)).toBe(false);
  });

  it('gives only case managers a supervisor', () => {
    expect(hasSupervisor(Role.CaseManager)).toBe(true);
    expect(hasSupervisor(Role.Supervisor)).toBe(false);
  });

  it('binds region admins and supervisors to their own region', () => {
    expect(isRegionBound(Role.RegionAdmin)).toBe(true);
    expect(isRegionBound(Role.Supervisor)).toBe(true);
    expect(isRegionBound(Role.SuperAdmin)).toBe(false);
  });
});

describe('staffRolesFor', () => {
  it('leaves out the Client role, invited from the client page', () => {
    expect(staffRolesFor(Role.Supervisor)).toEqual([Role.CaseManager]);
    expect(staffRolesFor(Role.SuperAdmin)).not.toContain(Role.Client);
    expect(staffRolesFor(Role.CaseManager)).toEqual([]);
  });
});

describe('placementFields', () => {
  it('asks nothing before a role is chosen', () => {
    expect(placementFields(Role.SuperAdmin, null)).toEqual({ region: false, brand: false, supervisor: false });
  });

  it('lets a Super Admin choose region and supervisor of a case manager', () => {
    expect(placementFields(Role.SuperAdmin, Role.CaseManager)).toEqual({ region: true, brand: false, supervisor: true });
  });

  it("keeps a region admin's invitees in their region", () => {
    expect(placementFields(Role.RegionAdmin, Role.CaseManager)).toEqual({ region: false, brand: false, supervisor: true });
    expect(placementFields(Role.RegionAdmin, Role.BrandManager)).toEqual({ region: false, brand: true, supervisor: false });
  });

  it("makes a supervisor's case managers their own", () => {
    expect(placementFields(Role.Supervisor, Role.CaseManager)).toEqual({ region: false, brand: false, supervisor: false });
  });
});
