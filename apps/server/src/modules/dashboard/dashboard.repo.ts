/** All SQL of the dashboard: one query per count group, list and chart, each under the caller's scope. */
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businesses } from '../businesses/index.js';
import { clients } from '../clients/clients.tables.js';
import { users } from '../users/index.js';

export async function clientCounts(db: Db, scope: SQL | undefined) {
  return db.select({ status: clients.status, n: count() }).from(clients).where(scope).groupBy(clients.status);
}

export async function countBusinesses(db: Db, scope: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses).where(scope);
  return row?.n ?? 0;
}

export async function countStaff(db: Db, scope: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(scope);
  return row?.n ?? 0;
}

export function latestClients(db: Db, scope: SQL | undefined, limit: number) {
  return db
    .select({ id: clients.id, code: clients.code, name: clients.name, createdAt: clients.createdAt })
    .from(clients)
    .where(scope)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(limit);
}

export function latestBusinesses(db: Db, scope: SQL | undefined, limit: number) {
  return db
    .select({ id: businesses.id, name: businesses.name, clientName: clients.name, createdAt: businesses.createdAt })
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .where(scope)
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(limit);
}

export function latestStaff(db: Db, scope: SQL, limit: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, roleId: users.roleId, createdAt: users.createdAt })
    .from(users)
    .where(scope)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export type StaffRow = Awaited<ReturnType<typeof latestStaff>>[number];

/** Clients ranked by how many of their businesses the caller sees. */
export function topClientsByBusinesses(db: Db, scope: SQL | undefined, limit: number) {
  const businessCount = sql<number>`count(*)::int`;
  return db
    .select({ clientId: clients.id, code: clients.code, name: clients.name, businesses: businessCount })
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .where(scope)
    .groupBy(clients.id, clients.code, clients.name)
    .orderBy(desc(businessCount), clients.name, clients.id)
    .limit(limit);
}
