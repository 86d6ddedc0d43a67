/**
 * What follows a right password. Without two-factor sign-in a session starts at once. With it,
 * the answer is a challenge (a single-use ticket, only its hash stored) and no session starts
 * until a code or recovery code passes. When the practice requires it and the user has none,
 * the challenge leads to setting it up first, so nobody reaches the app without it.
 */
import type { SignIn, TwoFactorSetup } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { AuthState } from './auth.schema.js';
import { findCredentialsById, type CredentialRow } from './credentials.repo.js';
import { withSecondFactor } from './second-factor.js';
import { startSession, type Client } from './sessions.service.js';
import { enable, newSetup, twoFactorRequired } from './two-factor.service.js';
import { findTwoFactor } from './two-factor.repo.js';
import { consumeUserToken, issueUserToken, peekUserToken } from './user-tokens.service.js';
import type { TokenPurpose } from './user-tokens.repo.js';

export async function afterPassword(ctx: AppContext, user: CredentialRow, client: Client): Promise<SignIn> {
  const secondFactor = await findTwoFactor(ctx.db, user.id);
  if (secondFactor?.enabledAt) return { twoFactor: 'code', challenge: await issueUserToken(ctx.db, user.id, 'sign_in_code') };
  if (twoFactorRequired(ctx, user.roleId)) return { twoFactor: 'enrol', challenge: await issueUserToken(ctx.db, user.id, 'sign_in_enrol') };
  return startSession(ctx, ctx.db, user, client);
}

/** The user a challenge was issued to, if it is still usable and they still active. */
async function challengedUser(ctx: AppContext, challenge: string, purpose: TokenPurpose): Promise<CredentialRow> {
  const ticket = await peekUserToken(ctx.db, challenge, purpose).catch((err: unknown) => {
    throw err instanceof AppError ? Errors.signInExpired() : err;
  });
  const user = await findCredentialsById(ctx.db, ticket.userId);
  if (!user || user.status !== 'active') throw Errors.signInExpired();
  return user;
}

/** The second step: a code from the app or a recovery code; the session starts only when it passes. */
export async function signInWithCode(ctx: AppContext, input: { challenge: string; code: string }, client: Client): Promise<AuthState> {
  const user = await challengedUser(ctx, input.challenge, 'sign_in_code');
  return withSecondFactor(ctx, user, { userId: user.id, code: input.code }, async (cmd, proof) => {
    await consumeUserToken(cmd.db, input.challenge, 'sign_in_code', user.id).catch(() => {
      throw Errors.signInExpired();
    });
    if (proof === 'recovery') await cmd.audit({ action: 'user.recovery_code_used', entity: 'user', entityId: user.id });
    return startSession(ctx, cmd.db, user, client);
  });
}

/** Setting it up during a required sign-in: the secret to scan. */
export async function startEnrolment(ctx: AppContext, challenge: string): Promise<TwoFactorSetup> {
  const user = await challengedUser(ctx, challenge, 'sign_in_enrol');
  return newSetup(ctx, ctx.db, user);
}

/** The first code turns it on and starts the session; the recovery codes are answered once, here. */
export async function finishEnrolment(
  ctx: AppContext,
  input: { challenge: string; code: string },
  client: Client,
): Promise<{ auth: AuthState; recoveryCodes: string[] }> {
  const user = await challengedUser(ctx, input.challenge, 'sign_in_enrol');
  return withSecondFactor(ctx, user, { userId: user.id, code: input.code, enrolling: true }, async (cmd) => {
    const recoveryCodes = await enable(cmd, user.id);
    await consumeUserToken(cmd.db, input.challenge, 'sign_in_enrol', user.id).catch(() => {
      throw Errors.signInExpired();
    });
    return { auth: await startSession(ctx, cmd.db, user, client), recoveryCodes };
  });
}
