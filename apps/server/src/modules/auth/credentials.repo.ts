/** SQL of sign-in credentials on the users table: password hashes, token versions, e-mail, activation. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/index.js';

const credentialColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  roleId: users.roleId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  language: users.language,
  status: users.status,
  activatedAt: users.activatedAt,
  tokenVersion: users.tokenVersion,
};

export interface CredentialRow {
  id: string;
  email: string;
  passwordHash: string | null;
  roleId: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  language: 'en' | 'vi';
  status: 'active' | 'inactive';
  activatedAt: Date | null;
  tokenVersion: number;
}

export async function findCredentialsByEmail(db: Db, email: string): Promise<CredentialRow | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findCredentialsById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<CredentialRow | undefined> {
  const query = db.select(credentialColumns).from(users).where(eq(users.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Stores a new hash. `signOutOthers` bumps the token version so every token issued before
 * stops working; `activate` records the first password of an invited user.
 */
export async function setPasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
  options: { signOutOthers: boolean; activate?: boolean; names?: { firstName?: string; lastName?: string } },
): Promise<CredentialRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      ...(options.signOutOthers ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      ...(options.activate ? { activatedAt: sql`coalesce(${users.activatedAt}, now())` } : {}),
      ...options.names,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning(credentialColumns);
  return row;
}

/** Every token issued to the user so far stops working (and with them their sessions). */
export async function bumpTokenVersion(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function setEmail(db: Db, id: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** A user who signs in only after following an activation link: no password yet. */
export async function insertInvitedUser(
  db: Db,
  user: { email: string; roleId: number; firstName: string; lastName: string },
): Promise<CredentialRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordHash: null, activatedAt: null })
    .returning(credentialColumns);
  return row;
}
