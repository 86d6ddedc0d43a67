/**
 * The team forms' placement values: the domain's placement rule decides which fields the actor
 * chooses for a role; only those are sent and required.
 */
import { placementFields, type RoleId } from '@ledgerdesk/domain';
import type { Placement } from './api';

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
