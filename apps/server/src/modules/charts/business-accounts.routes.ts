/**
 * A business's own chart: read by whoever sees the business ('ledger:read'), changed by staff
 * who keep its books ('ledger:write'), always within the caller's scope (404 outside it).
 */
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { accountHandlers } from './accounts.handlers.js';
import { businessTarget } from './business-chart.service.js';
import {
  accountAnswerSchema,
  accountImportAnswerSchema,
  accountListAnswerSchema,
  accountListQuerySchema,
  createAccountBodySchema,
  updateAccountBodySchema,
} from './charts.schema.js';

const tags = ['charts'];
const params = z.object({ id: z.uuid() });
const accountParams = z.object({ id: z.uuid(), accountId: z.uuid() });

export function registerBusinessAccountRoutes(app: App, ctx: AppContext): void {
  const accounts = accountHandlers(ctx, (db, actor, businessId, write) => businessTarget(db, actor, businessId, { write }));

  app.get(
    '/api/v1/businesses/:id/accounts',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: "List a business's accounts",
        tags,
        description: 'The business’s chart by code, with `hasPostings` per account (not paged).',
        params,
        querystring: accountListQuerySchema,
        response: { 200: accountListAnswerSchema },
      },
    },
    (request) => accounts.list(currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/businesses/:id/accounts.csv',
    { config: { access: 'ledger:read' }, schema: { summary: "Export a business's chart as CSV", tags, params, produces: ['text/csv'] } },
    (request, reply) => accounts.exportCsv(currentUser(request), request.params.id, reply, 'business-chart-of-accounts'),
  );

  app.post(
    '/api/v1/businesses/:id/accounts',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: "Add an account to a business's chart",
        tags,
        description: 'Codes are unique per chart (409).',
        params,
        body: createAccountBodySchema,
        response: { 201: accountAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await accounts.create(currentUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/businesses/:id/accounts/import',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: "Import a business's chart from CSV",
        tags,
        description: 'CSV upsert by code, as for templates.',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: accountImportAnswerSchema },
      },
    },
    async (request) => ({ data: await accounts.importCsv(currentUser(request), request.params.id, request) }),
  );

  app.patch(
    '/api/v1/businesses/:id/accounts/:accountId',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Update a business account',
        tags,
        description: 'Deactivate with `active: false`.',
        params: accountParams,
        body: updateAccountBodySchema,
        response: { 200: accountAnswerSchema },
      },
    },
    async (request) => ({ data: await accounts.update(currentUser(request), request.params.id, request.params.accountId, request.body) }),
  );

  app.delete(
    '/api/v1/businesses/:id/accounts/:accountId',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Delete a business account',
        tags,
        description: 'Refused (409) when the account has postings, holds a system role or backs a bank account.',
        params: accountParams,
      },
    },
    async (request, reply) => {
      await accounts.remove(currentUser(request), request.params.id, request.params.accountId);
      return reply.status(204).send();
    },
  );
}
