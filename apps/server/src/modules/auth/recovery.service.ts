/** Forgotten password: a mailed single-use link valid for one hour, then a new password. */
import { verifyPassword } from '@ledgerdesk/domain';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { normaliseEmail } from '../users/index.js';
import { buildMail, linkTo, sendQuietly } from './auth.mails.js';
import { findCredentialsByEmail, findCredentialsById, setPasswordHash } from './credentials.repo.js';
import type { AttemptLimiter } from './login-limiter.js';
import { reserveAttempt } from './login-limit.repo.js';
import { consumeUserToken, issueUserToken, voidUnusedTokens } from './user-tokens.service.js';

/** A shared office address may see a few people forget at once; a script may not try hundreds of addresses. */
export const RESET_REQUESTS_PER_SOURCE = 20;
/** Mails per address: enough for a lost first mail, too few to flood an inbox. Earlier links stay valid. */
export const RESET_MAILS_PER_ADDRESS = 3;
export const RESET_WINDOW_SECONDS = 15 * 60;

/**
 * Counts a request against its source before the answer. The work is the same for every
 * address, so neither its duration nor a 429 tells whether the address has an account.
 */
export async function admitResetRequest(ctx: AppContext, ip: string): Promise<void> {
  const source = await reserveAttempt(ctx.db, `reset-ip:${ip}`, RESET_REQUESTS_PER_SOURCE, RESET_WINDOW_SECONDS);
  if (!source.reserved) throw Errors.tooManyRequests(source.retryAfterSeconds);
}

/**
 * Runs after the answer has gone (recovery.routes.ts), so the caller cannot time the lookup or the
 * mail. Past the address's limit nothing more is sent; the links already sent keep working.
 */
export async function requestPasswordReset(ctx: AppContext, rawEmail: string): Promise<void> {
  const user = await findCredentialsByEmail(ctx.db, normaliseEmail(rawEmail));
  if (!user || user.status !== 'active') return;
  const mails = await reserveAttempt(ctx.db, `reset-mail:${user.email}`, RESET_MAILS_PER_ADDRESS, RESET_WINDOW_SECONDS);
  if (!mails.reserved) return;
  await command(ctx, null, async (cmd) => {
    const token = await issueUserToken(cmd.db, user.id, 'reset_password');
    await cmd.audit({ action: 'user.password_reset_requested', entity: 'user', entityId: user.id });
    cmd.afterCommit(() => void sendQuietly(ctx, buildMail('resetPassword', user, { link: linkTo(ctx, '/reset-password', token) })));
  });
}

export async function resetPassword(ctx: AppContext, limiter: AttemptLimiter, input: { token: string; password: string }): Promise<void> {
  if (!verifyPassword(input.password)) throw Errors.weakPassword();
  const passwordHash = await hashPassword(input.password);
  // Who acts is known only once the token is used up: the audit record names them.
  await command(ctx, null, async (cmd) => {
    const { userId } = await consumeUserToken(cmd.db, input.token, 'reset_password');
    await voidUnusedTokens(cmd.db, userId, 'reset_password');
    const user = await findCredentialsById(cmd.db, userId, { forUpdate: true });
    if (!user || user.status !== 'active') throw Errors.invalidToken();
    // Following the mailed link proves the address, which also completes an unfinished invitation.
    await setPasswordHash(cmd.db, userId, passwordHash, { signOutOthers: true, activate: true });
    await limiter.forgetAccount(cmd.db, user.email);
    await cmd.audit({ actorId: userId, action: 'user.password_reset', entity: 'user', entityId: userId });
    cmd.afterCommit((after) => after.realtime.recheck({ users: [userId] }));
  });
}
