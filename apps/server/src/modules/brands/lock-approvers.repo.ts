/**
 * The staff a brand names to approve its lock requests, and who it may name: active staff, not
 * Super Admins (they approve every request already), whose own client scope holds at least one
 * of the brand's clients — so naming someone never widens what they see.
 */
import { Role, storedRole, type BrandLockApproverDto } from '@ledgerdesk/domain';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { clientScope } from '../clients/clients.scope.js';
import { clients, users } from '../users/users.tables.js';
import { brandLockApprovers } from './lock-approvers.tables.js';

/** The user columns a data scope is built from (AuthUser's). */
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
};
type StaffRow = Pick<typeof users.$inferSelect, keyof typeof scopeColumns>;

const asScoped = (row: StaffRow): AuthUser => ({ ...row, roleId: storedRole(row.roleId) });

export const presentApprover = (row: StaffRow): BrandLockApproverDto => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim() || row.email,
  email: row.email,
  roleId: row.roleId,
});

/** Which of `rows` see a client of the brand, each through their own scope, in one query. */
async function seeingBrand(db: Db, brandId: string, rows: readonly StaffRow[]): Promise<StaffRow[]> {
  if (rows.length === 0) return [];
  const branches = rows.map((row) => {
    const scope = clientScope(asScoped(row)) ?? sql`true`;
    return sql`select ${row.id}::uuid as "userId" where exists (select 1 from ${clients} where ${clients.brandId} = ${brandId} and ${scope})`;
  });
  const result = await db.execute(sql.join(branches, sql` union all `));
  const seeing = new Set(result.rows.map((r) => String(r.userId)));
  return rows.filter((row) => seeing.has(row.id));
}

const staff = (where?: SQL) => and(eq(users.status, 'active'), notInArray(users.roleId, [Role.Client, Role.SuperAdmin]), where);

/** Everyone the brand may name, by name. */
export async function listCandidates(db: Db, brandId: string): Promise<BrandLockApproverDto[]> {
  const rows = await db.select(scopeColumns).from(users).where(staff()).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return (await seeingBrand(db, brandId, rows)).map(presentApprover);
}

/** The users of `ids` that exist, and which of them the brand may name. */
export async function checkCandidates(db: Db, brandId: string, ids: readonly string[]) {
  if (ids.length === 0) return { found: [], eligible: new Set<string>() };
  const found = await db
    .select(scopeColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
  const eligible = await seeingBrand(
    db,
    brandId,
    found.filter((row) => row.roleId !== Role.Client && row.roleId !== Role.SuperAdmin),
  );
  return { found, eligible: new Set(eligible.map((row) => row.id)) };
}

export async function listApprovers(db: Db, brandId: string): Promise<BrandLockApproverDto[]> {
  const rows = await db
    .select(scopeColumns)
    .from(brandLockApprovers)
    .innerJoin(users, eq(users.id, brandLockApprovers.userId))
    .where(eq(brandLockApprovers.brandId, brandId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(presentApprover);
}

export async function replaceApprovers(db: Db, brandId: string, userIds: readonly string[]): Promise<void> {
  await db.delete(brandLockApprovers).where(eq(brandLockApprovers.brandId, brandId));
  if (userIds.length > 0) await db.insert(brandLockApprovers).values(userIds.map((userId) => ({ brandId, userId })));
}
