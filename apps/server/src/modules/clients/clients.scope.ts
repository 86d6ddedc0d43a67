/**
 * Which clients a user may see (ARCHITECTURE.md §3). The condition goes into every query on
 * clients, so a record outside the caller's scope is simply not found.
 */
import { Role } from '@ledgerdesk/domain';
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../platform/auth/guard.js';
import { businessCaseManagers, businesses } from '../businesses/businesses.tables.js';
import { users } from '../users/users.tables.js';
import { clients } from './clients.tables.js';

const caseManager = alias(users, 'scope_case_manager');
const nothing = sql`false`;

/** Clients with a business assigned to a case manager matching `who`. */
function hasBusinessAssignedTo(who: SQL) {
  return exists(
    sql`(select 1 from ${businesses}
      join ${businessCaseManagers} on ${businessCaseManagers.businessId} = ${businesses.id}
      join ${users} ${caseManager} on ${caseManager.id} = ${businessCaseManagers.userId}
      where ${businesses.clientId} = ${clients.id} and ${who})`,
  );
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
