/**
 * SQL of the case-manager page: a case manager's businesses and workload counts, limited to the
 * businesses the caller sees.
 */
import { and, asc, countDistinct, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businessCaseManagers, businesses } from '../businesses/index.js';
import { clients, users } from '../users/users.tables.js';

export async function findPerson(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function listAssignedBusinesses(db: Db, userId: string, businessScope: SQL | undefined) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      clientName: clients.name,
      status: businesses.status,
      clientId: businesses.clientId,
    })
    .from(businessCaseManagers)
    .innerJoin(businesses, eq(businesses.id, businessCaseManagers.businessId))
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .where(and(eq(businessCaseManagers.userId, userId), businessScope))
    .orderBy(asc(businesses.name), asc(businesses.id));
}

/** Workload of each of `userIds`, in one grouped query; users without businesses are absent. */
export async function workloads(db: Db, userIds: readonly string[], businessScope: SQL | undefined) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: businessCaseManagers.userId,
      businesses: sql<number>`count(*)::int`,
      activeBusinesses: sql<number>`(count(*) filter (where ${businesses.status} = 'active'))::int`,
      clients: countDistinct(businesses.clientId),
    })
    .from(businessCaseManagers)
    .innerJoin(businesses, eq(businesses.id, businessCaseManagers.businessId))
    .where(and(inArray(businessCaseManagers.userId, [...userIds]), businessScope))
    .groupBy(businessCaseManagers.userId);
}
