import { message } from '@ledgerdesk/domain';
/**
 * Changing the sign-in e-mail: the password confirms the request, and a link mailed to the new
 * address (valid 24 hours) proves the user owns it before anything changes. The answer never says
 * whether the new address has an account: if it has, that address is told so by mail instead.
 */
import { verifyPasswordHash } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { getMe, normaliseEmail, type Me } from '../users/index.js';
import { buildMail, linkTo, sendQuietly } from './auth.mails.js';
import { emailTakenByOther, findCredentialsById, setEmail } from './credentials.repo.js';
import type { AttemptLimiter } from './login-limiter.js';
import { consumeUserToken, issueUserToken } from './user-tokens.service.js';

const emailInUse = () => Errors.conflict(message('users.emailInUse'));

export async function requestEmailChange(
  ctx: AppContext,
  limiter: AttemptLimiter,
  userId: string,
  input: { newEmail: string; password: string },
  ip: string,
): Promise<void> {
  const newEmail = normaliseEmail(input.newEmail);
  const user = await findCredentialsById(ctx.db, userId);
  if (!user) throw Errors.unauthenticated();
  // The password is checked first, so the 409 below cannot be used to discover addresses.
  const ok = await limiter.check(ctx.db, { email: user.email, ip }, () => verifyPasswordHash(user.passwordHash, input.password));
  if (!ok) throw Errors.wrongPassword();
  if (newEmail === user.email) throw Errors.badRequest(message('users.sameEmail'));
  const taken = await emailTakenByOther(ctx.db, newEmail, userId);
  await command(ctx, { id: userId }, async (cmd) => {
    await cmd.audit({ action: 'user.email_change_requested', entity: 'user', entityId: userId, after: { newEmail } });
    const mail = taken
      ? buildMail('emailInUse', { ...user, address: newEmail }, {})
      : buildMail(
          'changeEmail',
          { ...user, address: newEmail },
          { link: linkTo(ctx, '/change-email', await issueUserToken(cmd.db, userId, 'change_email', { newEmail })) },
        );
    cmd.afterCommit(async () => {
      await sendQuietly(ctx, mail);
    });
  });
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function confirmEmailChange(ctx: AppContext, userId: string, token: string): Promise<Me> {
  return command(ctx, { id: userId }, async (cmd) => {
    const { newEmail } = await consumeUserToken(cmd.db, token, 'change_email', userId);
    if (!newEmail) throw Errors.invalidToken();
    const before = await findCredentialsById(cmd.db, userId, { forUpdate: true });
    if (!before) throw Errors.unauthenticated();
    if (await emailTakenByOther(cmd.db, newEmail, userId)) throw emailInUse();
    try {
      await setEmail(cmd.db, userId, newEmail);
    } catch (err) {
      // Another account took the address between the check and the update.
      if (isUniqueViolation(err)) throw emailInUse();
      throw err;
    }
    await cmd.audit({
      action: 'user.email_changed',
      entity: 'user',
      entityId: userId,
      before: { email: before.email },
      after: { email: newEmail },
    });
    const me = await getMe(cmd.db, userId);
    // The old address hears of it too: if someone else made the change, its owner can act.
    cmd.afterCommit(async () => {
      await sendQuietly(ctx, buildMail('emailChanged', before, { newEmail: me.email }));
    });
    return me;
  });
}
