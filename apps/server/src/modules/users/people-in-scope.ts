/**
 * Which of some people see a thing, each through their own data scope: the chat's members of a
 * business, the staff a brand may name as lock approvers, the approvers a lock request notifies.
 * One query, a branch per person.
 */
import { isRoleId } from '@ledgerdesk/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { users } from './users.tables.js';

/** The user columns a data scope is built from (AuthUser's), and whether the account is active. */
export const scopeColumns = {
  id: users.id,
  email: users.email,
  roleId: users.roleId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  regionId: users.regionId,
  brandId: users.brandId,
  clientId: users.clientId,
  status: users.status,
};
export type ScopeRow = Pick<typeof users.$inferSelect, keyof typeof scopeColumns>;

/** The scope-bearing user a stored row describes; undefined for an inactive or unknown role. */
export function asAuthUser(row: ScopeRow): AuthUser | undefined {
  if (row.status !== 'active' || !isRoleId(row.roleId)) return undefined;
  const { id, email, roleId, firstName, lastName, avatar, regionId, brandId, clientId } = row;
  return { id, email, roleId, firstName, lastName, avatar, regionId, brandId, clientId };
}

/** The ids of the active `people` for whom `sees(user)`, a condition under their own scope, holds. */
export async function peopleWhoSee(db: Db, people: readonly ScopeRow[], sees: (user: AuthUser) => SQL): Promise<Set<string>> {
  const branches = people.flatMap((row) => {
    const user = asAuthUser(row);
    return user ? [sql`select ${user.id}::uuid as "userId" where ${sees(user)}`] : [];
  });
  if (branches.length === 0) return new Set();
  const result = await db.execute(sql.join(branches, sql` union all `));
  return new Set(result.rows.map((row) => String(row.userId)));
}
