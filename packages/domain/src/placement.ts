/**
 * Where a team member is placed by role: which roles work in a region, which in a brand, which
 * have a supervisor, and what an actor chooses when placing someone. The server refuses a
 * placement that breaks these rules; the web shows the fields they ask for.
 */
import { grantableRoles } from './permissions.js';
import { Role, type RoleId } from './roles.js';

const REGIONAL_ROLES: readonly RoleId[] = [Role.RegionAdmin, Role.Supervisor, Role.CaseManager];
const BRAND_ROLES: readonly RoleId[] = [Role.BrandAdmin, Role.BrandManager];

/** Region Admins, Supervisors and Case Managers work in a region. */
export const needsRegion = (role: RoleId): boolean => REGIONAL_ROLES.includes(role);

/** Brand Admins and Brand Managers work for a brand; no other role keeps one. */
export const needsBrand = (role: RoleId): boolean => BRAND_ROLES.includes(role);

/** Only a Case Manager has a supervisor. */
export const hasSupervisor = (role: RoleId): boolean => role === Role.CaseManager;

/** Region Admins and Supervisors place people in their own region only. */
export const isRegionBound = (actor: RoleId): boolean => actor === Role.RegionAdmin || actor === Role.Supervisor;

/** Roles the actor may give a staff member; portal users (Client) are invited from their client's page. */
export function staffRolesFor(actor: RoleId): RoleId[] {
  return grantableRoles(actor).filter((role) => role !== Role.Client);
}

export interface PlacementFields {
  region: boolean;
  brand: boolean;
  supervisor: boolean;
}

/**
 * The placement fields `actor` chooses for `role`: a region-bound actor's region is their own,
 * and a Supervisor's case managers are their own.
 */
export function placementFields(actor: RoleId, role: RoleId | null): PlacementFields {
  if (role === null) return { region: false, brand: false, supervisor: false };
  return {
    region: needsRegion(role) && !isRegionBound(actor),
    brand: needsBrand(role),
    supervisor: hasSupervisor(role) && actor !== Role.Supervisor,
  };
}
