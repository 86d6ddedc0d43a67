/** SQL of two-factor sign-in: the sealed TOTP secret, the last step used, and the recovery codes. */
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { twoFactorRecoveryCodes, twoFactorSecrets } from './auth.tables.js';

export type TwoFactorRow = typeof twoFactorSecrets.$inferSelect;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
  return row;
}

/** A new secret waiting for its first code; replaces a pending one, never an enabled one. */
export async function savePendingSecret(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const saved = await db
    .insert(twoFactorSecrets)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretSealed, lastUsedStep: 0, createdAt: sql`now()` },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return saved.length > 0;
}

export async function enableTwoFactor(db: Db, userId: string): Promise<void> {
  await db
    .update(twoFactorSecrets)
    .set({ enabledAt: sql`now()` })
    .where(eq(twoFactorSecrets.userId, userId));
}

/**
 * Records `step` as used, in the statement that checks it is later than the last one used: two
 * requests with the same code, on any nodes, cannot both pass.
 */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const used = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactorSecrets.userId, userId), lt(twoFactorSecrets.lastUsedStep, step)))
    .returning({ userId: twoFactorSecrets.userId });
  return used.length > 0;
}

export async function removeTwoFactor(db: Db, userId: string): Promise<boolean> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const removed = await db
    .delete(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .returning({ userId: twoFactorSecrets.userId });
  return removed.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: readonly string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code up in the statement that finds it: each works once. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
