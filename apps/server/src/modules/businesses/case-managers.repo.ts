/**
 * SQL of case-manager assignments. Which case managers a caller may add or remove is a
 * condition on users, built here and put in each query like the data scope.
 */
import { Role } from '@ledgerdesk/domain';
import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { clients, users } from '../users/users.tables.js';
import { businessCaseManagers, businesses } from './businesses.tables.js';

const nothing = sql`false`;

/**
 * The case managers `actor` may put on (or take off) `businessId`: all for a Super Admin, those
 * of the business's region for a Region Admin, their own for a Supervisor, none for other roles.
 */
export function caseManagerPool(actor: AuthUser, businessId: string): SQL {
  switch (actor.roleId) {
    case Role.SuperAdmin:
      return sql`true`;
    case Role.RegionAdmin:
      return sql`${users.regionId} = (select ${clients.regionId} from ${businesses}
        join ${clients} on ${clients.id} = ${businesses.clientId} where ${businesses.id} = ${businessId})`;
    case Role.Supervisor:
      return eq(users.supervisorId, actor.id);
    default:
      return nothing;
  }
}

const memberColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];

export type CaseManagerRow = { id: string; firstName: string; lastName: string; email: string };

export async function listAssigned(db: Db, businessId: string): Promise<CaseManagerRow[]> {
  return db
    .select(memberColumns)
    .from(businessCaseManagers)
    .innerJoin(users, eq(users.id, businessCaseManagers.userId))
    .where(eq(businessCaseManagers.businessId, businessId))
    .orderBy(...byName);
}

/** Active case managers in the pool, not yet on the business; `ids` narrows to those. */
export async function listAssignable(db: Db, businessId: string, pool: SQL, ids?: readonly string[]): Promise<CaseManagerRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        eq(users.roleId, Role.CaseManager),
        eq(users.status, 'active'),
        pool,
        ids ? inArray(users.id, [...ids]) : undefined,
        notExists(
          sql`(select 1 from ${businessCaseManagers} where ${businessCaseManagers.businessId} = ${businessId}
            and ${businessCaseManagers.userId} = ${users.id})`,
        ),
      ),
    )
    .orderBy(...byName);
}

/** Adds the pairs that do not exist yet and answers the user ids actually added. */
export async function insertAssignments(db: Db, businessId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(businessCaseManagers)
    .values(userIds.map((userId) => ({ businessId, userId })))
    .onConflictDoNothing()
    .returning({ userId: businessCaseManagers.userId });
  return rows.map((r) => r.userId);
}

/** Removes the assignment when its user is in the pool; true when a row went. */
export async function deleteAssignment(db: Db, businessId: string, userId: string, pool: SQL): Promise<boolean> {
  const rows = await db
    .delete(businessCaseManagers)
    .where(
      and(
        eq(businessCaseManagers.businessId, businessId),
        eq(businessCaseManagers.userId, userId),
        sql`exists (select 1 from ${users} where ${users.id} = ${businessCaseManagers.userId} and ${pool})`,
      ),
    )
    .returning({ userId: businessCaseManagers.userId });
  return rows.length > 0;
}
