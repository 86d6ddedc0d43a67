/** The master table and coding: everyone in scope reads; coding needs 'ledger:write'. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { codeTransaction, codeTransactions, uncodeTransaction } from './coding.service.js';
import { businessParamsSchema, transactionParamsSchema } from './ledger.schema.js';
import { listTransactions } from './transactions.service.js';
import {
  bulkCodingBodySchema,
  codingBodySchema,
  transactionAnswerSchema,
  transactionListAnswerSchema,
  transactionListQuerySchema,
  transactionsAnswerSchema,
} from './transactions.schema.js';

const tags = ['transactions'];

export function registerTransactionRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/transactions',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: "List a business's bank transactions",
        tags,
        description:
          'Bank transactions of every bank account of the business, newest first (date, then id). Pass `nextCursor` back as `cursor` for the next page.',
        params: businessParamsSchema,
        querystring: transactionListQuerySchema,
        response: { 200: transactionListAnswerSchema },
      },
    },
    (request) => listTransactions(ctx, currentUser(request), request.params.id, request.query),
  );

  app.put(
    '/api/v1/transactions/:id/coding',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Code a transaction',
        tags,
        description:
          'Codes (or recodes) the transaction: the split amounts are signed like the bank amount and add up to it. GST on GST and CAP lines is gross ÷ 11 and goes to the GST account. Posts one balanced entry, replacing any earlier one.',
        params: transactionParamsSchema,
        body: codingBodySchema,
        response: { 200: transactionAnswerSchema },
      },
    },
    async (request) => ({ data: await codeTransaction(ctx, currentUser(request), request.params.id, request.body.lines) }),
  );

  app.delete(
    '/api/v1/transactions/:id/coding',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Uncode a transaction',
        tags,
        description: 'Uncodes the transaction: its entry is removed.',
        params: transactionParamsSchema,
        response: { 200: transactionAnswerSchema },
      },
    },
    async (request) => ({ data: await uncodeTransaction(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/businesses/:id/transactions/code',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Code many transactions',
        tags,
        description: 'Codes many transactions of the business at once; all of them are coded or none is.',
        params: businessParamsSchema,
        body: bulkCodingBodySchema,
        response: { 200: transactionsAnswerSchema },
      },
    },
    async (request) => ({ data: await codeTransactions(ctx, currentUser(request), request.params.id, request.body.items) }),
  );
}
