/**
 * All SQL of the team module on users, regions and brands. Readers take the caller's team
 * scope (team.scope.ts), so a member outside it is simply not found.
 */
import { Role } from '@ledgerdesk/domain';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { brands } from '../brands/brands.tables.js';
import { businessCaseManagers } from '../businesses/index.js';
import { regions } from '../regions/regions.tables.js';
import { users, type UserRow } from '../users/index.js';
import type { MemberSort } from './team.schema.js';

export type UserInsert = typeof users.$inferInsert;

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roleId: users.roleId,
  regionId: users.regionId,
  regionName: regions.name,
  brandId: users.brandId,
  status: users.status,
  activated: sql<boolean>`${users.activatedAt} is not null`,
  supervisorId: users.supervisorId,
  businessCount: sql<number>`(select count(*)::int from ${businessCaseManagers} where ${businessCaseManagers.userId} = ${users.id})`,
  createdAt: users.createdAt,
};

export interface MemberFilter {
  scope: SQL;
  keyword?: string | undefined;
  roleId?: number | undefined;
  regionId?: string | undefined;
  status?: UserRow['status'] | undefined;
  supervisorId?: string | undefined;
  /** Narrows to these ids (e.g. one member, or a supervisor's case managers). */
  id?: string | undefined;
}

const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: MemberFilter): SQL | undefined {
  const pattern = filter.keyword ? likePattern(filter.keyword) : undefined;
  return and(
    filter.scope,
    pattern ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
    filter.roleId !== undefined ? eq(users.roleId, filter.roleId) : undefined,
    filter.regionId ? eq(users.regionId, filter.regionId) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.supervisorId ? eq(users.supervisorId, filter.supervisorId) : undefined,
    filter.id ? eq(users.id, filter.id) : undefined,
  );
}

const ORDER: Record<MemberSort, SQL[]> = {
  name: [asc(users.firstName), asc(users.lastName)],
  '-name': [desc(users.firstName), desc(users.lastName)],
  email: [asc(users.email)],
  '-email': [desc(users.email)],
  createdAt: [asc(users.createdAt)],
  '-createdAt': [desc(users.createdAt)],
};

export async function listMembers(db: Db, filter: MemberFilter, page: { skip: number; limit: number; sort: MemberSort }) {
  const where = whereOf(filter);
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(where)
    .orderBy(...ORDER[page.sort], asc(users.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type MemberView = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export async function findMember(db: Db, id: string, scope: SQL): Promise<MemberView | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(and(scope, eq(users.id, id)))
    .limit(1);
  return row;
}

/** The stored row in scope, locked until the caller's transaction ends. */
export async function lockUser(db: Db, id: string, scope: SQL): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(scope, eq(users.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function regionExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return row !== undefined;
}

export async function brandExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  return row !== undefined;
}

/** A Supervisor the caller sees, who can take case managers. */
export async function supervisorInScope(db: Db, id: string, scope: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(scope, eq(users.id, id), eq(users.roleId, Role.Supervisor)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Db, values: UserInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<UserInsert>,
  options: { endSessions?: boolean } = {},
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...values,
      // Tokens carry the version they were issued with; a bump makes every one of them fail.
      ...(options.endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user not updated');
  return row;
}
