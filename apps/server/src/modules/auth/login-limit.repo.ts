/**
 * SQL of the failed-password counters (login_failures). A key counts attempts in a fixed window
 * that starts with its first attempt; every change is one atomic statement, so concurrent
 * requests on any number of nodes never lose a count.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { loginFailures } from './auth.tables.js';

export type Reservation = { reserved: true } | { reserved: false; retryAfterSeconds: number };

/**
 * Counts one attempt against `key` unless `max` attempts already happened in the current window.
 * The conditional upsert takes the row lock, so the check and the increment cannot interleave.
 */
export async function reserveAttempt(db: Db, key: string, max: number, windowSeconds: number): Promise<Reservation> {
  const expired = sql`${loginFailures.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const counted = await db
    .insert(loginFailures)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginFailures.windowStart} end`,
      },
      setWhere: sql`${expired} or ${loginFailures.count} < ${max}`,
    })
    .returning({ count: loginFailures.count });
  if (counted.length > 0) return { reserved: true };
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginFailures.windowStart} + make_interval(secs => ${windowSeconds}) - now()))::int`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  return { reserved: false, retryAfterSeconds: Math.max(1, row?.seconds ?? 1) };
}

/** Gives back an attempt that turned out not to be a failure. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Every account+address key of one account, e.g. after its password was reset by mail. */
export async function clearAccountAttempts(db: Db, keyPrefix: string): Promise<void> {
  await db.delete(loginFailures).where(sql`left(${loginFailures.key}, ${keyPrefix.length}) = ${keyPrefix}`);
}

/** Drops counters whose window has passed; they would be restarted from zero anyway. */
export async function purgeExpiredAttempts(db: Db, windowSeconds: number): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`));
}
