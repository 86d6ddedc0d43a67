/** "Make a rule from this line": read by whoever writes the business's rules ('coding:rules'), the line in their data scope. */
import { ruleDraftFromLineAnswerSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { ruleDraftFromLine } from './rule-draft.service.js';

export function registerRuleDraftRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/transactions/:id/rule-draft',
    {
      config: { access: 'coding:rules' },
      schema: {
        summary: 'Draft a rule from a coded line',
        tags: ['coding'],
        description:
          'A business rule repeating a coded line’s coding, with the fewest conditions that separate it from the business’s lines coded to other accounts, and how many of the business’s lines it matches: in all, coded to the same account, coded elsewhere. An uncoded line is a 409.',
        params: z.object({ id: z.uuid() }),
        response: { 200: ruleDraftFromLineAnswerSchema },
      },
    },
    async (request) => ({ data: await ruleDraftFromLine(ctx, currentUser(request), request.params.id) }),
  );
}
