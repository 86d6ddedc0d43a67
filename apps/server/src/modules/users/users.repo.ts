/** All SQL on users. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users, type UserRow } from './users.tables.js';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return row;
}

/** The columns the guard needs on every request, and nothing more. */
export async function loadAuthUser(db: Db, id: string) {
  const [row] = await db
    .select({
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
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
