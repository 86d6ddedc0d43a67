/** Financial reports of a business. This step: the trial balance. */
import { z } from 'zod';
import type { App } from '../../app.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { trialBalanceSchema } from './trial-balance.table.js';
import { getTrialBalance } from './trial-balance.service.js';

const tags = ['reports'];
const params = z.object({ id: z.uuid() });
const rangeQuery = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() });

export function registerReportRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/reports/trial-balance',
    {
      config: { access: 'reports:read' },
      schema: {
        tags,
        description:
          'Cents. Balance-sheet accounts to `to` (default today); profit-and-loss accounts from `from` (default: start of the financial year holding `to`) to `to`; earlier profit rolled into retained earnings.',
        params,
        querystring: rangeQuery,
        response: { 200: z.object({ data: trialBalanceSchema }) },
      },
    },
    async (request) => ({ data: await getTrialBalance(ctx, currentUser(request), request.params.id, request.query) }),
  );
}
