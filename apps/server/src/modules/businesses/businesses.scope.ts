/**
 * Which businesses a user may see: a Case Manager the ones assigned to them, a Supervisor those
 * of their clients and of their case managers, everyone else those of the clients they see.
 */
import { Role } from '@ledgerdesk/domain';
import { and, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../platform/auth/guard.js';
import { clientScope } from '../clients/clients.scope.js';
import { clients, users } from '../users/users.tables.js';
import { businessCaseManagers, businesses } from './businesses.tables.js';

const assignee = alias(users, 'scope_assignee');

function assignedTo(who: SQL) {
  return exists(
    sql`(select 1 from ${businessCaseManagers}
      join ${users} ${assignee} on ${assignee.id} = ${businessCaseManagers.userId}
      where ${businessCaseManagers.businessId} = ${businesses.id} and ${who})`,
  );
}

function ofVisibleClient(user: AuthUser) {
  const scope = clientScope(user);
  return scope ? exists(sql`(select 1 from ${clients} where ${clients.id} = ${businesses.clientId} and ${scope})`) : undefined;
}

export function businessScope(user: AuthUser): SQL | undefined {
  switch (user.roleId) {
    case Role.SuperAdmin:
      return undefined;
    case Role.CaseManager:
      return assignedTo(sql`${assignee.id} = ${user.id}`);
    case Role.Supervisor:
      return or(
        exists(sql`(select 1 from ${clients} where ${clients.id} = ${businesses.clientId} and ${clients.supervisorId} = ${user.id})`),
        assignedTo(sql`${assignee.supervisorId} = ${user.id}`),
      );
    default:
      return ofVisibleClient(user);
  }
}

export function inBusinessScope(user: AuthUser, ...extra: Array<SQL | undefined>): SQL | undefined {
  return and(businessScope(user), ...extra);
}
