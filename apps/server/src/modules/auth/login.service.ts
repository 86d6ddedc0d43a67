/** Sign-in with email and password, and turning a token back into the auth state. */
import { randomBytes } from 'node:crypto';
import { authenticateToken } from '../../platform/auth/guard.js';
import { hashPassword, verifyPasswordHash } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { loadAuthUser, normaliseEmail } from '../users/index.js';
import { presentAuthState } from './auth.presenter.js';
import type { AuthState, LoginInput } from './auth.schema.js';
import { findCredentialsByEmail } from './credentials.repo.js';
import type { AttemptLimiter } from './login-limiter.js';

let dummyHash: Promise<string> | undefined;

/**
 * A hash to verify against when there is no account (or no password yet), so an unknown email
 * costs the same time as a wrong password and the answer's timing does not tell them apart.
 */
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

export async function login(ctx: AppContext, limiter: AttemptLimiter, input: LoginInput, ip: string): Promise<AuthState> {
  const email = normaliseEmail(input.email);
  const user = await findCredentialsByEmail(ctx.db, email);
  const ok = await limiter.check(ctx.db, { email, ip }, async () => {
    const matches = await verifyPasswordHash(user?.passwordHash ?? (await getDummyHash()), input.password);
    return matches && user?.passwordHash != null && user.status === 'active';
  });
  if (!ok || !user) throw Errors.invalidCredentials();
  const accessToken = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return presentAuthState(accessToken, user);
}

export async function authStateFromToken(ctx: AppContext, token: string): Promise<AuthState> {
  const user = await authenticateToken(token, ctx.tokens, (id) => loadAuthUser(ctx.db, id));
  if (!user) throw Errors.unauthenticated();
  return presentAuthState(token, user);
}
