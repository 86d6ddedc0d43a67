/**
 * The staff a brand names to approve its lock requests, and who it may name: active staff, not
 * Super Admins (they approve every request already), whose own client scope holds at least one
 * of the brand's clients — so naming someone never widens what they see.
 */
import { Role, type BrandLockApproverDto } from '@ledgerdesk/domain';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { clientScope } from '../clients/clients.scope.js';
import { peopleWhoSee, scopeColumns, type ScopeRow } from '../users/index.js';
import { clients, users } from '../users/users.tables.js';
import { brandLockApprovers } from './lock-approvers.tables.js';

export const presentApprover = (row: ScopeRow): BrandLockApproverDto => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim() || row.email,
  email: row.email,
  roleId: row.roleId,
});

/** Which of `rows` see a client of the brand, each through their own client scope. */
async function seeingBrand(db: Db, brandId: string, rows: readonly ScopeRow[]): Promise<ScopeRow[]> {
  const seeing = await peopleWhoSee(
    db,
    rows,
    (user) => sql`exists (select 1 from ${clients} where ${clients.brandId} = ${brandId} and ${clientScope(user) ?? sql`true`})`,
  );
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
