/** Sign-in with email and password, and turning a token back into the auth state. */
import type { SignIn } from '@ledgerdesk/domain';
import { randomBytes } from 'node:crypto';
import { authenticateSession } from '../../platform/auth/guard.js';
import { hashPassword, verifyPasswordHash } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { normaliseEmail } from '../users/index.js';
import { presentAuthState } from './auth.presenter.js';
import type { AuthState, LoginInput } from './auth.schema.js';
import { findCredentialsByEmail } from './credentials.repo.js';
import type { AttemptLimiter } from './login-limiter.js';
import { loadSessionUser } from './sessions.repo.js';
import type { Client } from './sessions.service.js';
import { afterPassword } from './sign-in.service.js';

let dummyHash: Promise<string> | undefined;

/**
 * A hash to verify against when there is no account (or no password yet), so an unknown email
 * costs the same time as a wrong password and the answer's timing does not tell them apart.
 */
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

export async function login(ctx: AppContext, limiter: AttemptLimiter, input: LoginInput, client: Client): Promise<SignIn> {
  const email = normaliseEmail(input.email);
  const user = await findCredentialsByEmail(ctx.db, email);
  const ok = await limiter.check(ctx.db, { email, ip: client.ip }, async () => {
    const matches = await verifyPasswordHash(user?.passwordHash ?? (await getDummyHash()), input.password);
    return matches && user?.passwordHash != null && user.status === 'active';
  });
  if (!ok || !user) throw Errors.invalidCredentials();
  return afterPassword(ctx, user, client);
}

export async function authStateFromToken(ctx: AppContext, token: string): Promise<AuthState> {
  const session = await authenticateSession(token, ctx.tokens, (userId, sessionId) => loadSessionUser(ctx.db, userId, sessionId));
  if (!session) throw Errors.unauthenticated();
  return presentAuthState(token, session.user);
}
