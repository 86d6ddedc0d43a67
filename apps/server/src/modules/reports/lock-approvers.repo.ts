/**
 * The staff a brand names to approve lock requests of its businesses (brands module). They act
 * only within their own business scope: naming grants the decision, never the sight.
 */
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { brandLockApprovers } from '../brands/index.js';
import { businesses } from '../businesses/index.js';
import { usersSeeingBusiness } from '../chat/index.js';
import { scopeColumns } from '../users/index.js';
import { clients, users } from '../users/users.tables.js';

/** Locks of businesses whose brand names `userId` (the query joins businesses). */
export const ofBrandsNaming = (userId: string): SQL =>
  exists(
    sql`(select 1 from ${clients} join ${brandLockApprovers} on ${brandLockApprovers.brandId} = ${clients.brandId}
      where ${clients.id} = ${businesses.clientId} and ${brandLockApprovers.userId} = ${userId})`,
  );

export async function namesAnyBrand(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(brandLockApprovers)
    .where(eq(brandLockApprovers.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function isNamedApprover(db: Db, userId: string, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), ofBrandsNaming(userId)))
    .limit(1);
  return row !== undefined;
}

/** The active named approvers of the business's brand who see the business. */
export async function namedApproversOf(db: Db, businessId: string): Promise<string[]> {
  const named = await db
    .select(scopeColumns)
    .from(businesses)
    .innerJoin(clients, eq(clients.id, businesses.clientId))
    .innerJoin(brandLockApprovers, eq(brandLockApprovers.brandId, clients.brandId))
    .innerJoin(users, eq(users.id, brandLockApprovers.userId))
    .where(eq(businesses.id, businessId));
  return [...(await usersSeeingBusiness(db, businessId, named))];
}
