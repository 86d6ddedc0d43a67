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

/** The editor's search parameter naming the coded line a new rule is drafted from. */
export const FROM_TRANSACTION_PARAM = 'fromTransaction';

/** Whether the role may make a rule from a line: write its business's rules, as the draft's endpoint requires. */
export const canMakeRules = (roleId: RoleId | undefined): boolean => canEditScope(roleId, 'business');

/** Where "Make a rule" opens the editor for a coded line. */
export const ruleFromLinePath = (transactionId: string): string =>
  `/auto-coding-system/new?${new URLSearchParams({ [FROM_TRANSACTION_PARAM]: transactionId }).toString()}`;

/** Whether the role may run the active rules over existing lines: the run endpoints ask what a business's rules do. */
export const canApplyRules = (roleId: RoleId | undefined): boolean => canEditScope(roleId, 'business');
