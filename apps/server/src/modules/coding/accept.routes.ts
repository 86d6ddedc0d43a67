/** Accepting rule suggestions from the master table: whoever codes the business's lines. */
import { acceptSuggestionsAnswerSchema, acceptSuggestionsRequestSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import { requestLanguage } from '../../platform/language.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { acceptSuggestions } from './accept.service.js';

export function registerAcceptRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/businesses/:id/transactions/accept-suggestions',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Accept rule suggestions',
        tags: ['coding'],
        description:
          "Codes each listed line that has a Suggest-mode rule's suggestion with it, as the rule would have posted it, and records the rule as the one that coded it. Lines without a suggestion are ignored; lines in the locked period, or whose accounts are no longer in the chart, are skipped and listed with the reason.",
        params: z.object({ id: z.uuid() }),
        body: acceptSuggestionsRequestSchema,
        response: { 200: acceptSuggestionsAnswerSchema },
      },
    },
    async (request) => ({
      data: await acceptSuggestions(ctx, currentUser(request), request.params.id, request.body.transactionIds, requestLanguage(request)),
    }),
  );
}
