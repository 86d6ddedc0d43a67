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
import { consumeUserToken, issueUserToken } from './user-tokens.service.js';

/**
 * Answers the same whether or not the address has an account. The mail is sent after the
 * answer, so its duration cannot tell a caller that the account exists either.
 */
export async function requestPasswordReset(ctx: AppContext, rawEmail: string): Promise<void> {
  const user = await findCredentialsByEmail(ctx.db, normaliseEmail(rawEmail));
  if (!user || user.status !== 'active') return;
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
    const user = await findCredentialsById(cmd.db, userId, { forUpdate: true });
    if (!user || user.status !== 'active') throw Errors.invalidToken();
    // Following the mailed link proves the address, which also completes an unfinished invitation.
    await setPasswordHash(cmd.db, userId, passwordHash, { signOutOthers: true, activate: true });
    await limiter.forgetAccount(cmd.db, user.email);
    await cmd.audit({ actorId: userId, action: 'user.password_reset', entity: 'user', entityId: userId });
    cmd.afterCommit((after) => after.realtime.recheck({ users: [userId] }));
  });
}
