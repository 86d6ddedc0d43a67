/**
 * Who sees and who changes which coding rules. Everyone with 'coding:rules' reads the practice's
 * rules, the rules of the brands they work with and of the businesses in their data scope; a rule
 * outside that is simply not found. Changing a practice or brand rule takes its own permission,
 * changing a business rule the business in the caller's scope (a Case Manager: one they manage).
 */
import { can, Role, type Permission, type RuleScopeKind } from '@ledgerdesk/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import { Errors } from '../../platform/errors.js';
import { businessScope, businesses } from '../businesses/index.js';
import { clientScope } from '../clients/clients.scope.js';
import { clients } from '../users/users.tables.js';
import { codingRules } from './coding.tables.js';

/** The permission that changing a rule of each scope takes, beyond the route's 'coding:rules'. */
const WRITE_PERMISSION: Record<RuleScopeKind, Permission> = {
  practice: 'coding:practice-rules',
  brand: 'coding:brand-rules',
  business: 'coding:rules',
};

/** A Super or Region Admin works with every brand; anyone else with the brands of the clients they see. */
function brandsSeenBy(actor: AuthUser): SQL | undefined {
  if (actor.roleId === Role.SuperAdmin || actor.roleId === Role.RegionAdmin) return undefined;
  return sql`${codingRules.brandId} in (select ${clients.brandId} from ${clients} where ${clientScope(actor) ?? sql`true`})`;
}

function businessesSeenBy(actor: AuthUser): SQL {
  return sql`${codingRules.businessId} in (select ${businesses.id} from ${businesses} where ${businessScope(actor) ?? sql`true`})`;
}

/** The rules `actor` may read, as a condition on coding_rules (undefined: all of them). */
export function visibleRules(actor: AuthUser): SQL | undefined {
  if (actor.roleId === Role.SuperAdmin) return undefined;
  return or(
    eq(codingRules.scopeKind, 'practice'),
    and(eq(codingRules.scopeKind, 'brand'), brandsSeenBy(actor)),
    and(eq(codingRules.scopeKind, 'business'), businessesSeenBy(actor)),
  );
}

/** Refuses (403) a change to a rule of a scope kind the caller's role may not change; the business's own scope is checked apart. */
export function assertMayChange(actor: AuthUser, kind: RuleScopeKind): void {
  if (!can(actor.roleId, WRITE_PERMISSION[kind])) throw Errors.forbidden();
}
