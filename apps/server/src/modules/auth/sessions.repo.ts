/** SQL of stored sessions (user_sessions): the guard's lookup on every request, the list, and ending them. */
import { and, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { fixedSql, preparedRows } from '../../platform/db/prepared.js';
import { users } from '../users/index.js';
import { userSessions } from './auth.tables.js';

export type SessionRow = typeof userSessions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session counts while it has not ended, has not expired, and was started under the user's current token version. */
const live = and(
  isNull(userSessions.endedAt),
  gt(userSessions.expiresAt, sql`now()`),
  eq(userSessions.tokenVersion, sql`(select ${users.tokenVersion} from ${users} where ${users.id} = ${userSessions.userId})`),
);

const sessionUserColumns = fixedSql(sql`u.id as "id", u.email as "email", u.role_id as "roleId", u.first_name as "firstName",
  u.last_name as "lastName", u.avatar as "avatar", u.region_id as "regionId", u.brand_id as "brandId", u.client_id as "clientId",
  u.status as "status", u.token_version as "tokenVersion",
  s.last_used_at < now() - interval '60 seconds' as "stale"`);

const sessionUserSchema = z.object({
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
  stale: z.boolean(),
});

/**
 * The columns the guard needs on every request, if the session is the user's and still live;
 * prepared, as every request asks. Marks the session used when its mark is a minute old: one
 * write a minute per session rather than one per request.
 */
export async function loadSessionUser(db: Db, userId: string, sessionId: string) {
  if (!UUID.test(userId) || !UUID.test(sessionId)) return undefined;
  const [row] = await preparedRows(
    db,
    sql`select ${sessionUserColumns} from users u join user_sessions s on s.user_id = u.id
      where u.id = ${userId} and s.id = ${sessionId} and s.ended_at is null and s.expires_at > now() and s.token_version = u.token_version`,
  );
  if (!row) return undefined;
  const { stale, ...user } = sessionUserSchema.parse(row);
  if (stale)
    await db
      .update(userSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(userSessions.id, sessionId));
  return user;
}

export async function insertSession(
  db: Db,
  session: { userId: string; tokenVersion: number; userAgent: string; ip: string; lifetimeSeconds: number },
): Promise<SessionRow> {
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: session.userId,
      tokenVersion: session.tokenVersion,
      userAgent: session.userAgent,
      ip: session.ip,
      expiresAt: sql`now() + make_interval(secs => ${session.lifetimeSeconds})`,
    })
    .returning();
  if (!row) throw new Error('session not stored');
  return row;
}

/** Moves a live session to the user's new token version (the session that changed the password keeps going). */
export async function carrySession(db: Db, sessionId: string, tokenVersion: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ tokenVersion })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.endedAt)));
}

/** A user's ended and expired sessions, dropped when they sign in again so the table does not grow for ever. */
export async function deleteDeadSessions(db: Db, userId: string): Promise<void> {
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), or(sql`${userSessions.endedAt} is not null`, lte(userSessions.expiresAt, sql`now()`))));
}

export async function listLiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), live))
    .orderBy(desc(userSessions.lastUsedAt), desc(userSessions.id));
}

/** Ends one of the user's live sessions; false when there is none of that id (or it is another user's). */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const ended = await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), live))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/** Ends every live session of the user but `keep`; answers how many ended. */
export async function endOtherSessions(db: Db, userId: string, keep: string | null): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(userSessions.userId, userId), live, keep ? ne(userSessions.id, keep) : undefined))
    .returning({ id: userSessions.id });
  return ended.length;
}
