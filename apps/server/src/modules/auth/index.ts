/** Sign-in (with two-factor), stored sessions and the single-use mailed links (reset, activation, e-mail change). */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { registerAccountRoutes } from './account.routes.js';
import { registerActivationRoutes } from './activation.routes.js';
import { registerSignInRoutes } from './auth.routes.js';
import { createAttemptLimiter } from './login-limiter.js';
import { getDummyHash } from './login.service.js';
import { registerRecoveryRoutes } from './recovery.routes.js';
import { registerSessionRoutes } from './sessions.routes.js';
import { registerTwoFactorRoutes } from './two-factor.routes.js';

export { userTokens, loginFailures, userSessions } from './auth.tables.js';
export { insertSession, loadSessionUser } from './sessions.repo.js';
export { issueActivation, type Invitee } from './activation.service.js';
export { insertInvitedUser } from './credentials.repo.js';
export { releaseAttempt, reserveAttempt } from './login-limit.repo.js';

export function registerAuthRoutes(app: App, ctx: AppContext): void {
  // Computed now rather than on the first unknown-email sign-in, whose answer it would slow down.
  void getDummyHash();
  const limiter = createAttemptLimiter();
  registerSignInRoutes(app, ctx, limiter);
  registerRecoveryRoutes(app, ctx, limiter);
  registerActivationRoutes(app, ctx);
  registerAccountRoutes(app, ctx, limiter);
  registerSessionRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx, limiter);
}
