/** POST /api/v1/auth/login and POST /api/v1/auth (token → auth state). */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { authStateAnswerSchema, loginBodySchema, signInAnswerSchema, tokenBodySchema } from './auth.schema.js';
import type { AttemptLimiter } from './login-limiter.js';
import { authStateFromToken, login } from './login.service.js';
import { clientOf } from './sessions.routes.js';

export function registerSignInRoutes(app: App, ctx: AppContext, limiter: AttemptLimiter): void {
  app.post(
    '/api/v1/auth/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in',
        tags: ['auth'],
        security: [],
        description:
          'Answers the auth state, or, for a user with two-factor sign-in (or one the practice requires to set it up), a challenge for the second step and no session.',
        body: loginBodySchema,
        response: { 200: signInAnswerSchema },
      },
    },
    async (request) => ({ data: await login(ctx, limiter, request.body, clientOf(request)) }),
  );

  app.post(
    '/api/v1/auth',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Refresh the session',
        tags: ['auth'],
        security: [],
        body: tokenBodySchema,
        response: { 200: authStateAnswerSchema },
      },
    },
    async (request) => ({ data: await authStateFromToken(ctx, request.body.token) }),
  );
}
