/** Bank reconciliation of one bank account: read with 'ledger:read', reconcile and undo with 'ledger:reconcile'; 404 outside the caller's scope. */
import {
  reconcileBodySchema,
  reconciliationAnswerSchema,
  reconciliationQuerySchema,
  reconciliationRecordAnswerSchema,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { getReconciliation, reconcile, undoReconciliation } from './reconciliation.service.js';

const tags = ['banking'];
const accountParams = z.object({ id: z.uuid(), bankAccountId: z.uuid() });
const recordParams = accountParams.extend({ reconciliationId: z.uuid() });
const base = '/api/v1/businesses/:id/bank-accounts/:bankAccountId';

export function registerReconciliationRoutes(app: App, ctx: AppContext): void {
  app.get(
    `${base}/reconciliation`,
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: "Get a bank account's reconciliation at a date",
        tags,
        description:
          "The bank account at a date: the statement balance (typed as `statementBalance`, or an imported statement's closing balance on that date), the ledger balance, their difference, the uncoded bank lines and the ledger lines without a bank line that explain it, and the reconciliations so far.",
        params: accountParams,
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationAnswerSchema },
      },
    },
    async (request) => ({
      data: await getReconciliation(ctx, currentUser(request), request.params.id, request.params.bankAccountId, request.query),
    }),
  );

  app.post(
    `${base}/reconciliations`,
    {
      config: { access: 'ledger:reconcile' },
      schema: {
        summary: 'Reconcile a bank account',
        tags,
        description:
          'Marks the account reconciled up to the statement date: refused (409) unless the statement balance equals the ledger balance there, every bank line up to it is coded and the date is after the last reconciliation. Its lines cannot then be recoded or uncoded until it is undone.',
        params: accountParams,
        body: reconcileBodySchema,
        response: { 201: reconciliationRecordAnswerSchema },
      },
    },
    async (request, reply) => {
      const { id, bankAccountId } = request.params;
      return reply.status(201).send({ data: await reconcile(ctx, currentUser(request), id, bankAccountId, request.body) });
    },
  );

  app.delete(
    `${base}/reconciliations/:reconciliationId`,
    {
      config: { access: 'ledger:reconcile' },
      schema: {
        summary: 'Undo a reconciliation',
        tags,
        description:
          "Undoes the account's latest reconciliation, releasing its lines; an earlier one answers 409 until the later ones are undone.",
        params: recordParams,
      },
    },
    async (request, reply) => {
      const { id, bankAccountId, reconciliationId } = request.params;
      await undoReconciliation(ctx, currentUser(request), id, bankAccountId, reconciliationId);
      return reply.status(204).send();
    },
  );
}
