/** GET /api/v1/abn/lookup: every staff role, wherever an ABN is typed. */
import { abnCheckAnswerSchema, abnLookupQuerySchema } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { checkAbn } from './abn.service.js';

export function registerAbnRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/abn/lookup',
    {
      config: { access: 'abn:lookup' },
      schema: {
        summary: 'Check an ABN and look it up in the register',
        tags: ['abn'],
        description:
          'Checks an ABN (spaces, hyphens and an AU prefix ignored) with the ATO checksum and, when an ABR GUID is configured, asks the Australian Business Register. `register.outcome` says what the register answered or why it could not be asked; `refresh=true` asks again even when a recent answer is kept.',
        querystring: abnLookupQuerySchema,
        response: { 200: abnCheckAnswerSchema },
      },
    },
    async (request) => ({ data: await checkAbn(ctx, request.query.abn, request.query.refresh) }),
  );
}
