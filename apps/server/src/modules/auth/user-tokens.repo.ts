/** SQL of the single-use links (user_tokens). Times come from the database clock, one clock for every node. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { userTokens } from './auth.tables.js';

export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];
export type UserTokenRow = typeof userTokens.$inferSelect;

export async function insertUserToken(
  db: Db,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; ttlSeconds: number; newEmail?: string },
): Promise<void> {
  await db.insert(userTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    newEmail: token.newEmail ?? null,
    expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
  });
}

/** Earlier links of the same kind stop working when a new one is sent. */
export async function deleteUnusedTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

const usable = (tokenHash: string, purpose: TokenPurpose) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

export async function findUsableToken(db: Db, tokenHash: string, purpose: TokenPurpose): Promise<UserTokenRow | undefined> {
  const [row] = await db.select().from(userTokens).where(usable(tokenHash, purpose)).limit(1);
  return row;
}

/** Marks the token used in the same statement that finds it, so two requests cannot both use it. */
export async function markTokenUsed(db: Db, tokenHash: string, purpose: TokenPurpose, userId?: string): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(usable(tokenHash, purpose), userId ? eq(userTokens.userId, userId) : undefined))
    .returning();
  return row;
}
