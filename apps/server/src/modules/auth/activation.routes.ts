/** GET /api/v1/auth/activation (who the invitation is for) and POST /api/v1/auth/activate. */
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { activateBodySchema, activationAnswerSchema, activationQuerySchema, authStateAnswerSchema } from './auth.schema.js';
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
        response: { 200: authStateAnswerSchema },
      },
    },
    async (request) => ({ data: await activate(ctx, request.body) }),
  );
}
