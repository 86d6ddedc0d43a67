/** Invitations: an invited user follows the mailed /Activation link, sets a password and is signed in. */
import { verifyPassword, type SignIn } from '@ledgerdesk/domain';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import type { ActivateInput } from './auth.schema.js';
import { buildMail, linkTo, sendQuietly } from './auth.mails.js';
import { findCredentialsById, setPasswordHash } from './credentials.repo.js';
import type { Client } from './sessions.service.js';
import { afterPassword } from './sign-in.service.js';
import { consumeUserToken, issueUserToken, peekUserToken } from './user-tokens.service.js';

export interface Invitee {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language?: 'en' | 'vi';
}

/**
 * Creates a 7-day activation link for `user` (replacing any earlier one) in the caller's command
 * and mails it. A mail that cannot be sent is logged; the link is answered so the caller can
 * still hand it over another way. The mail is queued inside the command, not after it, because
 * whether it was taken is part of the answer: callers issue the link as their last step.
 */
export async function issueActivation(cmd: Command, ctx: AppContext, user: Invitee): Promise<{ link: string; mailed: boolean }> {
  const token = await issueUserToken(cmd.db, user.id, 'activation');
  await cmd.audit({ actorId: null, action: 'user.activation_issued', entity: 'user', entityId: user.id });
  const link = linkTo(ctx, '/Activation', token);
  const mailed = await sendQuietly(ctx, buildMail('activation', { ...user, language: user.language ?? 'en' }, { link }), cmd.db);
  return { link, mailed };
}

export async function describeActivation(ctx: AppContext, token: string): Promise<{ email: string; firstName: string; lastName: string }> {
  const { userId } = await peekUserToken(ctx.db, token, 'activation');
  const user = await findCredentialsById(ctx.db, userId);
  if (!user || user.status !== 'active') throw Errors.invalidToken();
  return { email: user.email, firstName: user.firstName, lastName: user.lastName };
}

export async function activate(ctx: AppContext, input: ActivateInput, client: Client): Promise<SignIn> {
  if (!verifyPassword(input.password)) throw Errors.weakPassword();
  const passwordHash = await hashPassword(input.password);
  // Who acts is known only once the token is used up: the audit record names them.
  const user = await command(ctx, null, async (cmd) => {
    const { userId } = await consumeUserToken(cmd.db, input.token, 'activation');
    const before = await findCredentialsById(cmd.db, userId, { forUpdate: true });
    if (!before || before.status !== 'active') throw Errors.invalidToken();
    const names = { firstName: input.firstName ?? before.firstName, lastName: input.lastName ?? before.lastName };
    const after = await setPasswordHash(cmd.db, userId, passwordHash, { signOutOthers: true, activate: true, names });
    if (!after) throw Errors.invalidToken();
    await cmd.audit({
      actorId: userId,
      action: 'user.activated',
      entity: 'user',
      entityId: userId,
      before: { firstName: before.firstName, lastName: before.lastName, activatedAt: before.activatedAt },
      after: { firstName: after.firstName, lastName: after.lastName, activatedAt: after.activatedAt },
    });
    return after;
  });
  return afterPassword(ctx, user, client);
}
