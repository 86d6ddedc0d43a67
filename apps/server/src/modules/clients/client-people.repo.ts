/** SQL on the people around a client: its supervisor, case managers on its businesses, portal users, and the brand and region it sits in. */
import { Role } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { brands } from '../brands/brands.tables.js';
import { businessCaseManagers, businesses } from '../businesses/index.js';
import { regions } from '../regions/index.js';
import { users } from '../users/index.js';

export interface StaffMember {
  id: string;
  roleId: number;
  regionId: string | null;
  supervisorId: string | null;
  status: 'active' | 'inactive';
}

export async function findStaffMember(db: Db, id: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({ id: users.id, roleId: users.roleId, regionId: users.regionId, supervisorId: users.supervisorId, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findBrandStatus(db: Db, id: string): Promise<{ status: 'active' | 'inactive' } | undefined> {
  const [row] = await db.select({ status: brands.status }).from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

export async function regionExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return row !== undefined;
}

/** Puts the case manager on every business of the client that lacks them; answers those businesses. */
export async function addCaseManagerToClientBusinesses(db: Db, clientId: string, userId: string): Promise<string[]> {
  const owned = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.clientId, clientId));
  if (owned.length === 0) return [];
  const rows = await db
    .insert(businessCaseManagers)
    .values(owned.map((business) => ({ businessId: business.id, userId })))
    .onConflictDoNothing()
    .returning({ businessId: businessCaseManagers.businessId });
  return rows.map((row) => row.businessId).sort();
}

export async function countClientBusinesses(db: Db, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(businesses)
    .where(eq(businesses.clientId, clientId));
  return row?.n ?? 0;
}

/** What a client's portal user shows as: the columns its insert returns and the client page reads. */
export const portalUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  activatedAt: users.activatedAt,
  createdAt: users.createdAt,
};

export type PortalUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  activatedAt: Date | null;
  createdAt: Date;
};

/** A Client-role user without a password; undefined when the email is already taken. */
export async function insertPortalUser(
  db: Db,
  values: { clientId: string; email: string; firstName: string; lastName: string; language: 'en' | 'vi' },
): Promise<PortalUserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, roleId: Role.Client, passwordHash: null, activatedAt: null })
    .onConflictDoNothing()
    .returning(portalUserColumns);
  return row;
}
