/** POST /api/v1/auth/forgot-password and /api/v1/auth/reset-password (the /reset-password page). */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { forgotPasswordBodySchema, resetAnswerSchema, resetPasswordBodySchema, sentAnswerSchema } from './auth.schema.js';
import type { AttemptLimiter } from './login-limiter.js';
import { admitResetRequest, requestPasswordReset, resetPassword } from './recovery.service.js';

export function registerRecoveryRoutes(app: App, ctx: AppContext, limiter: AttemptLimiter): void {
  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask for a password reset link',
        tags: ['auth'],
        security: [],
        body: forgotPasswordBodySchema,
        response: { 200: sentAnswerSchema },
      },
    },
    async (request, reply) => {
      await admitResetRequest(ctx, request.ip);
      // The answer goes first and is the same for every address; the lookup and the mail follow it.
      await reply.send({ data: { sent: true as const } });
      await requestPasswordReset(ctx, request.body.email).catch((err: unknown) =>
        request.log.error({ err }, 'password reset request failed'),
      );
      return reply;
    },
  );

  app.post(
    '/api/v1/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password with a reset link',
        tags: ['auth'],
        security: [],
        body: resetPasswordBodySchema,
        response: { 200: resetAnswerSchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, limiter, request.body);
      return { data: { reset: true as const } };
    },
  );
}
