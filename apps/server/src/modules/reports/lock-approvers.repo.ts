/**
 * The staff a brand names to approve lock requests of its businesses (brands module). They act
 * only within their own business scope: naming grants the decision, never the sight.
 */
import { can } from '@ledgerdesk/domain';
import { eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { brandLockApprovers } from '../brands/index.js';
import { businesses } from '../businesses/index.js';
import { usersSeeingBusiness } from '../chat/index.js';
import { scopeColumns } from '../users/index.js';
import { clients, users } from '../users/users.tables.js';

/** Businesses whose brand names `userId` (the query joins businesses). */
const ofBrandsNaming = (userId: string): SQL =>
  exists(
    sql`(select 1 from ${clients} join ${brandLockApprovers} on ${brandLockApprovers.brandId} = ${clients.brandId}
      where ${clients.id} = ${businesses.clientId} and ${brandLockApprovers.userId} = ${userId})`,
  );

/**
 * Who decides (approves or rejects) a business's lock requests, as a condition on its row (the
 * query joins businesses): the approving roles, and the staff its brand names — never a role the
 * decide routes turn away. The one rule behind the decide endpoint, the approvals list and each
 * lock's `mayDecide`; sight of the business is checked apart.
 */
export function decidesLocks(actor: Pick<AuthUser, 'id' | 'roleId'>): SQL<boolean> {
  if (!can(actor.roleId, 'reports:lock')) return sql<boolean>`false`;
  return can(actor.roleId, 'reports:approve') ? sql<boolean>`true` : sql<boolean>`${ofBrandsNaming(actor.id)}`;
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
