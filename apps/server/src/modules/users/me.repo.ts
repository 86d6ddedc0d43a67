/** SQL of the signed-in user's own profile and avatar. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { MeRow } from './me.presenter.js';
import { users } from './users.tables.js';

const meColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  phone: users.phone,
  language: users.language,
  roleId: users.roleId,
};

/** `forUpdate` locks the row so the before-image of an audit entry is the one actually replaced. */
export async function findMe(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<MeRow | undefined> {
  const query = db.select(meColumns).from(users).where(eq(users.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  fields: Pick<MeRow, 'firstName' | 'lastName' | 'phone' | 'language'>,
): Promise<MeRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(meColumns);
  return row;
}

export async function setAvatar(db: Db, id: string, avatar: string | null): Promise<MeRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ avatar, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(meColumns);
  return row;
}

export async function isCurrentAvatar(db: Db, avatar: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.avatar, avatar)).limit(1);
  return row !== undefined;
}
