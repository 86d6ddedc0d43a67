/**
 * Which clients a user may see (ARCHITECTURE.md §3). The condition goes into every query on
 * clients, so a record outside the caller's scope is simply not found.
 */
import { Role } from '@ledgerdesk/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../platform/auth/guard.js';
import { businessCaseManagers, businesses } from '../businesses/businesses.tables.js';
import { clients, users } from '../users/users.tables.js';

const caseManager = alias(users, 'scope_case_manager');
const nothing = sql`false`;

/**
 * Clients with a business assigned to a case manager matching `who`. An uncorrelated IN: the
 * planner reads the few assignments once through their indexes, where a correlated EXISTS under
 * the Supervisor's OR is costed per client and, at 100,000 clients, crosses PostgreSQL's JIT
 * threshold (about half a second of compiling per query).
 */
function hasBusinessAssignedTo(who: SQL) {
  return sql`${clients.id} in (select ${businesses.clientId} from ${businesses}
    join ${businessCaseManagers} on ${businessCaseManagers.businessId} = ${businesses.id}
    join ${users} ${caseManager} on ${caseManager.id} = ${businessCaseManagers.userId}
    where ${who})`;
}

export function clientScope(user: AuthUser): SQL | undefined {
  switch (user.roleId) {
    case Role.SuperAdmin:
      return undefined;
    case Role.RegionAdmin:
      return user.regionId ? eq(clients.regionId, user.regionId) : nothing;
    case Role.BrandAdmin:
    case Role.BrandManager:
      return user.brandId ? eq(clients.brandId, user.brandId) : nothing;
    case Role.Client:
      return user.clientId ? eq(clients.id, user.clientId) : nothing;
    case Role.Supervisor:
      return or(eq(clients.supervisorId, user.id), hasBusinessAssignedTo(sql`${caseManager.supervisorId} = ${user.id}`));
    case Role.CaseManager:
      return hasBusinessAssignedTo(sql`${caseManager.id} = ${user.id}`);
  }
}

/** `extra` and the caller's scope together. */
export function inClientScope(user: AuthUser, ...extra: Array<SQL | undefined>): SQL | undefined {
  return and(clientScope(user), ...extra);
}
