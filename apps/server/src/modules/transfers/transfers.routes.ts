/** Internal transfers: the roles that code a business's lines ('ledger:write'), for businesses in their scope. */
import {
  transferAnalyzeAnswerSchema,
  transferAnalyzeBodySchema,
  transferDecisionAnswerSchema,
  transferDecisionBodySchema,
  transferPairIdsBodySchema,
  transferPairListAnswerSchema,
  transferPairListQuerySchema,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import { requestLanguage } from '../../platform/language.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { acceptTransferPairs, rejectTransferPairs, undoTransferPairs } from './transfers.decisions.js';
import { analyzeTransfers, listTransferPairs } from './transfers.service.js';

const tags = ['transfers'];
const params = z.object({ id: z.uuid() });
const base = '/api/v1/businesses/:id/transfer-pairs';

export function registerTransferRoutes(app: App, ctx: AppContext): void {
  app.get(
    base,
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'List proposed internal transfer pairs',
        tags,
        description:
          'Proposed (best confidence first) or accepted (latest first) internal-transfer pairs of the business, each with its spend and its receipt.',
        params,
        querystring: transferPairListQuerySchema,
        response: { 200: transferPairListAnswerSchema },
      },
    },
    (request) => listTransferPairs(ctx, currentUser(request), request.params.id, request.query),
  );

  app.post(
    `${base}/analyze`,
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Find internal transfer pairs',
        tags,
        description:
          "Replaces the proposed pairs: uncoded spends and receipts of the same amount in two of the business's bank accounts, dated at most `days` apart, one pair per line, best confidence first. Rejected pairs are never proposed again.",
        params,
        body: transferAnalyzeBodySchema,
        response: { 200: transferAnalyzeAnswerSchema },
      },
    },
    async (request) => ({ data: await analyzeTransfers(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.post(
    `${base}/accept`,
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Accept internal transfer pairs',
        tags,
        description:
          'Codes both lines of each pair named (or of every proposed pair at or above `minConfidence`) to the transfer clearing account, in one transaction. Pairs with a line in the locked period, reconciled or coded since are skipped and listed with the reason.',
        params,
        body: transferDecisionBodySchema,
        response: { 200: transferDecisionAnswerSchema },
      },
    },
    async (request) => ({
      data: await acceptTransferPairs(ctx, currentUser(request), request.params.id, request.body, requestLanguage(request)),
    }),
  );

  app.post(
    `${base}/reject`,
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Reject internal transfer pairs',
        tags,
        description: 'Rejects proposed pairs: they are remembered and never proposed again.',
        params,
        body: transferPairIdsBodySchema,
        response: { 200: transferDecisionAnswerSchema },
      },
    },
    async (request) => ({
      data: await rejectTransferPairs(ctx, currentUser(request), request.params.id, request.body, requestLanguage(request)),
    }),
  );

  app.post(
    `${base}/undo`,
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Undo accepted internal transfer pairs',
        tags,
        description:
          'Undoes accepted pairs: their two entries are removed and they are proposed again. A pair recoded since, or now locked, is skipped.',
        params,
        body: transferPairIdsBodySchema,
        response: { 200: transferDecisionAnswerSchema },
      },
    },
    async (request) => ({
      data: await undoTransferPairs(ctx, currentUser(request), request.params.id, request.body, requestLanguage(request)),
    }),
  );
}
