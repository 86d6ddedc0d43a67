/**
 * Who may change a rule of each scope, from the domain's one policy table (the server checks the
 * same permissions): the web only hides what the server would refuse.
 */
import { can, type Permission, type RoleId, type RuleScopeKind } from '@ledgerdesk/domain';

const EDIT_PERMISSION: Record<RuleScopeKind, Permission> = {
  practice: 'coding:practice-rules',
  brand: 'coding:brand-rules',
  business: 'coding:rules',
};

export function canEditScope(roleId: RoleId | undefined, kind: RuleScopeKind): boolean {
  return roleId !== undefined && can(roleId, EDIT_PERMISSION[kind]);
}

/** The scopes a role may create rules in, widest first. */
export function editableScopes(roleId: RoleId | undefined): RuleScopeKind[] {
  return (['practice', 'brand', 'business'] as const).filter((kind) => canEditScope(roleId, kind));
}
