/**
 * Who may change a rule of each scope (the lead's design): practice rules Super Admin only,
 * brand rules also a Region Admin, business rules any role of the screen. The server decides;
 * the web only hides what it would refuse.
 */
import { Role, type RoleId, type RuleScopeKind } from '@ledgerdesk/domain';

const EDITORS: Record<RuleScopeKind, readonly RoleId[]> = {
  practice: [Role.SuperAdmin],
  brand: [Role.SuperAdmin, Role.RegionAdmin],
  business: [Role.SuperAdmin, Role.RegionAdmin, Role.CaseManager],
};

export function canEditScope(roleId: RoleId | undefined, kind: RuleScopeKind): boolean {
  return roleId !== undefined && EDITORS[kind].includes(roleId);
}

/** The scopes a role may create rules in, widest first. */
export function editableScopes(roleId: RoleId | undefined): RuleScopeKind[] {
  return (['practice', 'brand', 'business'] as const).filter((kind) => canEditScope(roleId, kind));
}
