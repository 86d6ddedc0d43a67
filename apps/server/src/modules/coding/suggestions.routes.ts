/** Learned suggestions for the master table: read by whoever codes the business's lines. */
import { learnedSuggestionsAnswerSchema, learnedSuggestionsRequestSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { learnedSuggestions } from './suggestions.service.js';

export function registerSuggestionRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/businesses/:id/coding-suggestions',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Suggest accounts for uncoded lines',
        tags: ['coding'],
        description:
          'Accounts suggested for uncoded lines from the coded history of the business, then of its brand, each with a confidence from 0 to 1. Coded or unknown ids are left out of the answer.',
        params: z.object({ id: z.uuid() }),
        body: learnedSuggestionsRequestSchema,
        response: { 200: learnedSuggestionsAnswerSchema },
      },
    },
    async (request) => ({ data: await learnedSuggestions(ctx, currentUser(request), request.params.id, request.body.transactionIds) }),
  );
}
