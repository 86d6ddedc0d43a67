/**
 * Proving the second factor: a TOTP code of the user's secret, never one of a step already used,
 * or an unused recovery code. Wrong codes count per account (5 per 15 minutes, from any address:
 * whoever reaches this step already has the password), like the sign-in limits and for the same
 * reasons outside the command (login-limiter.ts).
 */
import { isTotpCode } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { command, type Actor, type Command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { clearAttempts, reserveAttempt } from './login-limit.repo.js';
import { hashRecoveryCode, matchingStep } from './totp.js';
import { findTwoFactor, useRecoveryCode, useStep } from './two-factor.repo.js';

export const CODE_MAX_FAILURES = 5;
export const CODE_WINDOW_SECONDS = 15 * 60;

export type Proof = 'totp' | 'recovery';

/**
 * Runs `work` in a command once `code` proves the second factor, so the step or recovery code is
 * used up exactly when the work commits. `enrolling`: the secret still waits for its first code,
 * which must come from the app (no recovery codes exist yet). Throws 400 on a wrong code, 429
 * past the limit; the attempt is counted before the command, where a rollback cannot undo it.
 */
export async function withSecondFactor<T>(
  ctx: AppContext,
  actor: Actor,
  proving: { userId: string; code: string; enrolling?: boolean },
  work: (cmd: Command, proof: Proof) => Promise<T>,
): Promise<T> {
  const key = `second-factor:${proving.userId}`;
  const reservation = await reserveAttempt(ctx.db, key, CODE_MAX_FAILURES, CODE_WINDOW_SECONDS);
  if (!reservation.reserved) throw Errors.tooManyAttempts(reservation.retryAfterSeconds);
  const result = await command(ctx, actor, async (cmd) => {
    const proof = await check(ctx, cmd.db, proving.userId, proving.code, proving.enrolling ?? false);
    if (!proof) throw Errors.wrongCode();
    return work(cmd, proof);
  });
  await clearAttempts(ctx.db, key);
  return result;
}

async function check(ctx: AppContext, tx: Db, userId: string, code: string, enrolling: boolean): Promise<Proof | null> {
  const row = await findTwoFactor(tx, userId);
  if (!row || (row.enabledAt === null) !== enrolling) return null;
  if (isTotpCode(code)) {
    const step = matchingStep(ctx.secrets.open(row.secretSealed), code);
    return step !== null && (await useStep(tx, userId, step)) ? 'totp' : null;
  }
  if (enrolling) return null;
  return (await useRecoveryCode(tx, userId, hashRecoveryCode(code))) ? 'recovery' : null;
}
