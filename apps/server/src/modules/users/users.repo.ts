/** All SQL on users. */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { fixedSql, preparedRows } from '../../platform/db/prepared.js';
import { users, type UserRow } from './users.tables.js';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

const authUserColumns = fixedSql(sql`${users.id} as "id", ${users.email} as "email", ${users.roleId} as "roleId",
  ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${users.avatar} as "avatar", ${users.regionId} as "regionId",
  ${users.brandId} as "brandId", ${users.clientId} as "clientId", ${users.status} as "status", ${users.tokenVersion} as "tokenVersion"`);

const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  roleId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  regionId: z.string().nullable(),
  brandId: z.string().nullable(),
  clientId: z.string().nullable(),
  status: z.string(),
  tokenVersion: z.number(),
});

/** The columns the guard needs on every request, and nothing more; prepared, as every request asks. */
export async function loadAuthUser(db: Db, id: string) {
  const [row] = await preparedRows(db, sql`select ${authUserColumns} from ${users} where ${users.id} = ${id}`);
  return row ? authUserSchema.parse(row) : undefined;
}
