/**
 * Two-factor sign-in on one's own account: set it up (a new secret, confirmed by a first code),
 * see it, make new recovery codes, turn it off; and a Super Admin's reset of another user's.
 * Secrets are sealed at rest like the system settings' (platform/secrets.ts).
 */
import { can, isRoleId, message, RECOVERY_CODE_COUNT, type TwoFactorSetup, type TwoFactorStatus } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import { verifyPasswordHash } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { command, type AuditedWrite, type Command } from '../../platform/db/command.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { findUserById } from '../users/index.js';
import { bumpTokenVersion, findCredentialsById } from './credentials.repo.js';
import type { AttemptLimiter } from './login-limiter.js';
import { withSecondFactor } from './second-factor.js';
import { hashRecoveryCode, newRecoveryCode, newTotpSecret, otpauthUrl, qrCodeSvg } from './totp.js';
import {
  countUnusedRecoveryCodes,
  enableTwoFactor,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor.repo.js';

/** Whether the practice requires a second factor of this role (system settings; staff only). */
export const twoFactorRequired = (ctx: AppContext, roleId: number): boolean =>
  ctx.live.requireTwoFactor && isRoleId(roleId) && can(roleId, 'account:two-factor');

/** A new secret, waiting for its first code: refused (409) while one is enabled. */
export async function newSetup(ctx: AppContext, db: Db, user: { id: string; email: string }): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(db, user.id, ctx.secrets.seal(secret)))) {
    throw Errors.conflict(message('users.twoFactorOn'));
  }
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrSvg: await qrCodeSvg(url) };
}

/** Ten new recovery codes in the caller's transaction; the earlier ones stop working. */
export async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes;
}

/** Turns on the pending secret, proved by its first code, in the caller's command; answers the recovery codes. */
export async function enable(cmd: AuditedWrite, userId: string): Promise<string[]> {
  await enableTwoFactor(cmd.db, userId);
  await cmd.audit({ action: 'user.two_factor_enabled', entity: 'user', entityId: userId });
  return issueRecoveryCodes(cmd.db, userId);
}

export async function getTwoFactorStatus(ctx: AppContext, user: AuthUser): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(ctx.db, user.id);
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, user.id) : 0,
    required: twoFactorRequired(ctx, user.roleId),
  };
}

export const setUpTwoFactor = (ctx: AppContext, user: AuthUser): Promise<TwoFactorSetup> => newSetup(ctx, ctx.db, user);

export async function confirmTwoFactor(ctx: AppContext, user: AuthUser, code: string): Promise<{ recoveryCodes: string[] }> {
  return withSecondFactor(ctx, user, { userId: user.id, code, enrolling: true }, async (cmd) => ({
    recoveryCodes: await enable(cmd, user.id),
  }));
}

/**
 * The password (within the sign-in limits), then a code, then `work`: a session left open is not
 * enough to weaken the account.
 */
async function withPasswordAndCode<T>(
  ctx: AppContext,
  limiter: AttemptLimiter,
  user: AuthUser,
  input: { password: string; code: string; ip: string },
  work: (cmd: Command) => Promise<T>,
): Promise<T> {
  const credentials = await findCredentialsById(ctx.db, user.id);
  if (!credentials) throw Errors.unauthenticated();
  const ok = await limiter.check(ctx.db, { email: credentials.email, ip: input.ip }, () =>
    verifyPasswordHash(credentials.passwordHash, input.password),
  );
  if (!ok) throw Errors.wrongPassword();
  return withSecondFactor(ctx, user, { userId: user.id, code: input.code }, work);
}

export async function disableTwoFactor(
  ctx: AppContext,
  limiter: AttemptLimiter,
  user: AuthUser,
  input: { password: string; code: string },
  ip: string,
): Promise<TwoFactorStatus> {
  await withPasswordAndCode(ctx, limiter, user, { ...input, ip }, async (cmd) => {
    await removeTwoFactor(cmd.db, user.id);
    await cmd.audit({ action: 'user.two_factor_disabled', entity: 'user', entityId: user.id });
  });
  return getTwoFactorStatus(ctx, user);
}

export async function renewRecoveryCodes(
  ctx: AppContext,
  limiter: AttemptLimiter,
  user: AuthUser,
  input: { password: string; code: string },
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  return withPasswordAndCode(ctx, limiter, user, { ...input, ip }, async (cmd) => {
    await cmd.audit({ action: 'user.recovery_codes_renewed', entity: 'user', entityId: user.id });
    return { recoveryCodes: await issueRecoveryCodes(cmd.db, user.id) };
  });
}

/**
 * A Super Admin removes another user's second factor (a lost phone): the user signs in with the
 * password alone, or enrols again when the practice requires it. Their sessions end, sockets too.
 */
export async function resetTwoFactor(ctx: AppContext, actor: AuthUser, userId: string): Promise<{ reset: true }> {
  const target = await findUserById(ctx.db, userId);
  if (!target) throw Errors.notFound('User');
  return command(ctx, actor, async (cmd) => {
    const removed = await removeTwoFactor(cmd.db, userId);
    if (!removed) throw Errors.conflict(message('users.twoFactorNone'));
    await bumpTokenVersion(cmd.db, userId);
    await cmd.audit({ action: 'user.two_factor_reset', entity: 'user', entityId: userId });
    cmd.afterCommit((after) => after.realtime.recheck({ users: [userId] }));
    return { reset: true as const };
  });
}
