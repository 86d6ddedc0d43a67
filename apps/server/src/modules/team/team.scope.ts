/**
 * Which team members a user may see and manage: a Super Admin all staff, a Region Admin the
 * staff of their region, a Supervisor themselves and their case managers. Portal users (role
 * Client) belong to their client's page, not to the team.
 */
import { Role } from '@ledgerdesk/domain';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import { users } from '../users/index.js';

const nothing = sql`false`;

export function teamScope(actor: AuthUser): SQL {
  const staff = ne(users.roleId, Role.Client);
  switch (actor.roleId) {
    case Role.SuperAdmin:
      return staff;
    case Role.RegionAdmin:
      return actor.regionId ? (and(staff, eq(users.regionId, actor.regionId)) ?? nothing) : nothing;
    case Role.Supervisor:
      return and(staff, or(eq(users.id, actor.id), eq(users.supervisorId, actor.id))) ?? nothing;
    default:
      return nothing;
  }
}
