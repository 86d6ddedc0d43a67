/** GET /api/v1/auth/activation (who the invitation is for) and POST /api/v1/auth/activate. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { activateBodySchema, activationAnswerSchema, activationQuerySchema, signInAnswerSchema } from './auth.schema.js';
import { clientOf } from './sessions.routes.js';
import { activate, describeActivation } from './activation.service.js';

export function registerActivationRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/auth/activation',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check an activation link',
        tags: ['auth'],
        security: [],
        querystring: activationQuerySchema,
        response: { 200: activationAnswerSchema },
      },
    },
    async (request) => ({ data: await describeActivation(ctx, request.query.token) }),
  );

  app.post(
    '/api/v1/auth/activate',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Activate an account',
        tags: ['auth'],
        security: [],
        body: activateBodySchema,
        description: 'Signs the new user in, or answers the two-factor set-up the practice requires first.',
        response: { 200: signInAnswerSchema },
      },
    },
    async (request) => ({ data: await activate(ctx, request.body, clientOf(request)) }),
  );
}
