/** The signed-in user's credentials: PATCH /api/v1/me/password, POST /api/v1/me/email and its confirmation. */
import type { App } from '../../platform/http.js';
import { currentSessionId, currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { meAnswerSchema } from '../users/index.js';
import {
  accessTokenAnswerSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  sentAnswerSchema,
} from './auth.schema.js';
import { confirmEmailChange, requestEmailChange } from './email-change.service.js';
import type { AttemptLimiter } from './login-limiter.js';
import { changePassword } from './password-change.service.js';

export function registerAccountRoutes(app: App, ctx: AppContext, limiter: AttemptLimiter): void {
  app.patch(
    '/api/v1/me/password',
    {
      config: { access: 'account:self' },
      schema: {
        summary: 'Change my password',
        tags: ['account'],
        body: changePasswordBodySchema,
        response: { 200: accessTokenAnswerSchema },
      },
    },
    async (request) => ({
      data: await changePassword(ctx, limiter, currentUser(request).id, currentSessionId(request), request.body, request.ip),
    }),
  );

  app.post(
    '/api/v1/me/email',
    {
      config: { access: 'account:self' },
      schema: {
        summary: 'Ask to change my e-mail address',
        tags: ['account'],
        body: changeEmailBodySchema,
        response: { 200: sentAnswerSchema },
      },
    },
    async (request) => {
      await requestEmailChange(ctx, limiter, currentUser(request).id, request.body, request.ip);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/api/v1/me/email/confirm',
    {
      config: { access: 'account:self' },
      schema: {
        summary: 'Confirm a new e-mail address',
        tags: ['account'],
        body: confirmEmailBodySchema,
        response: { 200: meAnswerSchema },
      },
    },
    async (request) => ({ data: await confirmEmailChange(ctx, currentUser(request).id, request.body.token) }),
  );
}
