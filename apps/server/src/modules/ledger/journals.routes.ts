/** Manual journals, opening balances and the lock date of a business. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { createJournal, deleteJournal, listJournals } from './journals.service.js';
import {
  createJournalBodySchema,
  journalAnswerSchema,
  journalListAnswerSchema,
  journalListQuerySchema,
  lockDateAnswerSchema,
  lockDateBodySchema,
  openingBalancesAnswerSchema,
  openingBalancesBodySchema,
} from './journals.schema.js';
import { businessParamsSchema, entryParamsSchema } from './ledger.schema.js';
import { setLockDate } from './lock-date.service.js';
import { enterOpeningBalances, getOpeningBalances } from './opening-balances.service.js';

const tags = ['journals'];

export function registerJournalRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/businesses/:id/journals',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Post a manual journal',
        tags,
        description:
          'Posts a manual journal (an adjusting entry, source `adjustment`, with `adjustment: true`). Amounts are signed cents, debit positive; the lines must balance (400) and the date must be after the lock date (409).',
        params: businessParamsSchema,
        body: createJournalBodySchema,
        response: { 201: journalAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createJournal(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/businesses/:id/journals',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'List journal entries',
        tags,
        description: 'Posted entries with their lines, newest first, filterable by source and date.',
        params: businessParamsSchema,
        querystring: journalListQuerySchema,
        response: { 200: journalListAnswerSchema },
      },
    },
    (request) => listJournals(ctx, currentUser(request), request.params.id, request.query),
  );

  app.delete(
    '/api/v1/journals/:entryId',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Delete a manual journal',
        tags,
        description: 'Deletes a manual journal (409 for other sources or when locked).',
        params: entryParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteJournal(ctx, currentUser(request), request.params.entryId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/businesses/:id/opening-balances',
    {
      config: { access: 'ledger:read' },
      schema: { summary: 'Get opening balances', tags, params: businessParamsSchema, response: { 200: openingBalancesAnswerSchema } },
    },
    async (request) => ({ data: await getOpeningBalances(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/businesses/:id/opening-balances',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Set opening balances',
        tags,
        description:
          "Replaces the business's opening balances with one 'opening' entry, balanced against 'Opening balance equity' (or the owner's capital when the chart has none).",
        params: businessParamsSchema,
        body: openingBalancesBodySchema,
        response: { 200: openingBalancesAnswerSchema },
      },
    },
    async (request) => ({ data: await enterOpeningBalances(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/businesses/:id/lock-date',
    {
      config: { access: 'ledger:lock' },
      schema: {
        summary: "Move a business's lock date",
        tags,
        description: 'Moves the lock date forward; moving it back or removing it (null) is for Super Admins, with a reason.',
        params: businessParamsSchema,
        body: lockDateBodySchema,
        response: { 200: lockDateAnswerSchema },
      },
    },
    async (request) => ({ data: await setLockDate(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
