/**
 * Which placement fields a role needs, and which of them the actor chooses (mirrors the server's
 * team rules: Region Admins and Supervisors place people in their own region, a Supervisor's case
 * managers are their own).
 */
import { grantableRoles, Role, type RoleId } from '@ledgerdesk/domain';
import type { Placement } from './api';

const REGIONAL_ROLES: readonly RoleId[] = [Role.RegionAdmin, Role.Supervisor, Role.CaseManager];
const BRAND_ROLES: readonly RoleId[] = [Role.BrandAdmin, Role.BrandManager];

/** Roles the actor may give a staff member; portal users (Client) are invited from their client's page. */
export function staffRolesFor(actor: RoleId): RoleId[] {
  return grantableRoles(actor).filter((role) => role !== Role.Client);
}

export const isRegionBound = (actor: RoleId): boolean => actor === Role.RegionAdmin || actor === Role.Supervisor;

export interface PlacementFields {
  region: boolean;
  brand: boolean;
  supervisor: boolean;
}

/** The fields to show for `role` when `actor` places someone. */
export function placementFields(actor: RoleId, role: RoleId | null): PlacementFields {
  if (role === null) return { region: false, brand: false, supervisor: false };
  return {
    region: REGIONAL_ROLES.includes(role) && !isRegionBound(actor),
    brand: BRAND_ROLES.includes(role),
    supervisor: role === Role.CaseManager && actor !== Role.Supervisor,
  };
}

export interface PlacementValues {
  roleId: RoleId | null;
  regionId: string | null;
  brandId: string | null;
  supervisorId: string | null;
}

/** What to send: the role, and only the fields this actor chooses for it. */
export function placementBody(actor: RoleId, values: PlacementValues & { roleId: RoleId }): Partial<Placement> & { roleId: RoleId } {
  const shown = placementFields(actor, values.roleId);
  return {
    roleId: values.roleId,
    ...(shown.region ? { regionId: values.regionId } : {}),
    ...(shown.brand ? { brandId: values.brandId } : {}),
    ...(shown.supervisor ? { supervisorId: values.supervisorId } : {}),
  };
}

/** Form errors for missing required fields, keyed by field. */
export function placementErrors(actor: RoleId, values: PlacementValues): Partial<Record<keyof PlacementValues, true>> {
  const shown = placementFields(actor, values.roleId);
  return {
    ...(values.roleId === null ? { roleId: true as const } : {}),
    ...(shown.region && !values.regionId ? { regionId: true as const } : {}),
    ...(shown.brand && !values.brandId ? { brandId: true as const } : {}),
  };
}
