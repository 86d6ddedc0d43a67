/**
 * Bank accounts and feeds of a business: read with 'ledger:read', changed with 'ledger:write',
 * always within the caller's scope (404 outside it).
 */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  bankAccountAnswerSchema,
  bankAccountListAnswerSchema,
  bankAccountListQuerySchema,
  bankAccountParamsSchema,
  bankFeedListAnswerSchema,
  businessParamsSchema,
  createBankAccountBodySchema,
  providerListAnswerSchema,
  updateBankAccountBodySchema,
} from './bank-accounts.schema.js';
import {
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  listBankFeeds,
  updateBankAccount,
} from './bank-accounts.service.js';
import { listProviders } from './bank-feeds.js';

const tags = ['banking'];
const unpaged = <T>(data: T[]) => ({ data, pagination: { skip: 0, limit: data.length, total: data.length } });

export function registerBankAccountRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/bank-accounts',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: "List a business's bank accounts",
        tags,
        description: 'Every bank account of the business (not paged); numbers are masked.',
        params: businessParamsSchema,
        querystring: bankAccountListQuerySchema,
        response: { 200: bankAccountListAnswerSchema },
      },
    },
    async (request) => unpaged(await listBankAccounts(ctx, currentUser(request), request.params.id, request.query.status)),
  );

  app.post(
    '/api/v1/businesses/:id/bank-accounts',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Add a bank account',
        tags,
        description:
          'Without `ledgerAccountId` a new asset account of subtype bank is added to the chart with the next free 1-1xxx code. A non-zero `openingBalance` (cents) needs `openingDate` and is posted to the ledger against the opening-balance equity account. `kind: online` needs `feed`.',
        params: businessParamsSchema,
        body: createBankAccountBodySchema,
        response: { 201: bankAccountAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBankAccount(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/businesses/:id/bank-accounts/:bankAccountId',
    {
      config: { access: 'ledger:read' },
      schema: { summary: 'Get a bank account', tags, params: bankAccountParamsSchema, response: { 200: bankAccountAnswerSchema } },
    },
    async (request) => ({ data: await getBankAccount(ctx, currentUser(request), request.params.id, request.params.bankAccountId) }),
  );

  app.patch(
    '/api/v1/businesses/:id/bank-accounts/:bankAccountId',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Update or close a bank account',
        tags,
        description: 'Close with `status: closed`.',
        params: bankAccountParamsSchema,
        body: updateBankAccountBodySchema,
        response: { 200: bankAccountAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateBankAccount(ctx, currentUser(request), request.params.id, request.params.bankAccountId, request.body),
    }),
  );

  app.delete(
    '/api/v1/businesses/:id/bank-accounts/:bankAccountId',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Delete a bank account without transactions',
        tags,
        description: 'Refused (409) once the account has transactions; close it instead.',
        params: bankAccountParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteBankAccount(ctx, currentUser(request), request.params.id, request.params.bankAccountId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/businesses/:id/bank-feeds',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: "List a business's bank feeds",
        tags,
        description: 'The online accounts: provider, status, last sync, consent expiry (the IOB tab).',
        params: businessParamsSchema,
        response: { 200: bankFeedListAnswerSchema },
      },
    },
    async (request) => unpaged(await listBankFeeds(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/api/v1/bank-feeds/providers',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'List bank feed providers',
        tags,
        description: 'Feed providers an online account can connect through.',
        response: { 200: providerListAnswerSchema },
      },
    },
    () => unpaged(listProviders().map(({ id, name, description }) => ({ id, name, description }))),
  );
}
