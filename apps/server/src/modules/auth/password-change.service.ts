/** PATCH /me/password: a new password signs out every other session and hands this one (the same session) a fresh token. */
import { verifyPassword } from '@ledgerdesk/domain';
import { hashPassword, verifyPasswordHash } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { findCredentialsById, setPasswordHash } from './credentials.repo.js';
import type { AttemptLimiter } from './login-limiter.js';
import { carrySession } from './sessions.repo.js';

export async function changePassword(
  ctx: AppContext,
  limiter: AttemptLimiter,
  userId: string,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<{ accessToken: string }> {
  if (!verifyPassword(input.newPassword)) throw Errors.weakPassword();
  const user = await findCredentialsById(ctx.db, userId);
  if (!user) throw Errors.unauthenticated();
  // A stolen session must not become a way to guess the password: the sign-in limits apply.
  const ok = await limiter.check(ctx.db, { email: user.email, ip }, () => verifyPasswordHash(user.passwordHash, input.currentPassword));
  if (!ok) throw Errors.wrongPassword();
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await command(ctx, { id: userId }, async (cmd) => {
    const row = await setPasswordHash(cmd.db, userId, passwordHash, { signOutOthers: true });
    if (!row) throw Errors.unauthenticated();
    await carrySession(cmd.db, sessionId, row.tokenVersion);
    await cmd.audit({ action: 'user.password_changed', entity: 'user', entityId: userId });
    // Every socket opened with an older token closes, on every node; this tab reconnects with the new one.
    cmd.afterCommit((after) => after.realtime.recheck({ users: [userId] }));
    return row;
  });
  return { accessToken: await ctx.tokens.sign({ userId, tokenVersion: updated.tokenVersion, sessionId }) };
}
