/** Contractors of a business and the linking of their payments: for whoever codes the business's lines. */
import {
  contractorAnswerSchema,
  contractorConfirmAnswerSchema,
  contractorConfirmBodySchema,
  contractorInputSchema,
  contractorListAnswerSchema,
  contractorPaymentsAnswerSchema,
  contractorScanAnswerSchema,
  tparYearQuerySchema,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import {
  confirmContractorPayments,
  contractorPaymentsOf,
  scanContractorPayments,
  unlinkContractorPayment,
} from './contractor-payments.service.js';
import { contractorsOf, createContractor, deleteContractor, updateContractor } from './contractors.service.js';

const tags = ['contractors'];
const businessParams = z.object({ id: z.uuid() });
const contractorParams = businessParams.extend({ contractorId: z.uuid() });
const access = 'ledger:write' as const;

export function registerContractorRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/contractors',
    {
      config: { access },
      schema: {
        summary: "List a business's contractors",
        tags,
        description: 'The contractors of a business, by name, each with how many payments are linked to it.',
        params: businessParams,
        response: { 200: contractorListAnswerSchema },
      },
    },
    async (request) => ({ data: await contractorsOf(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/businesses/:id/contractors',
    {
      config: { access },
      schema: {
        summary: 'Add a contractor',
        tags,
        description:
          'Adds a contractor. An ABN must pass the checksum; leave it empty when the contractor quoted none (no-ABN withholding then applies).',
        params: businessParams,
        body: contractorInputSchema,
        response: { 201: contractorAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createContractor(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/businesses/:id/contractors/:contractorId',
    {
      config: { access },
      schema: {
        summary: 'Update a contractor',
        tags,
        description: 'Changes a contractor. Payments already linked keep the ABN quoted when they were confirmed.',
        params: contractorParams,
        body: contractorInputSchema,
        response: { 200: contractorAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateContractor(ctx, currentUser(request), request.params.id, request.params.contractorId, request.body),
    }),
  );

  app.delete(
    '/api/v1/businesses/:id/contractors/:contractorId',
    {
      config: { access },
      schema: {
        summary: 'Remove a contractor',
        tags,
        description: 'Removes a contractor and unlinks its payments.',
        params: contractorParams,
      },
    },
    async (request, reply) => {
      await deleteContractor(ctx, currentUser(request), request.params.id, request.params.contractorId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/businesses/:id/contractor-payments/scan',
    {
      config: { access },
      schema: {
        summary: 'Scan bank lines for contractor payments',
        tags,
        description:
          "Finds spend lines whose description, reference or payee contains one of a contractor's keywords (the auto-coding condition engine) and that no contractor has yet. Marks nothing: confirm the lines to link them.",
        params: businessParams,
        response: { 200: contractorScanAnswerSchema },
      },
    },
    async (request) => ({ data: await scanContractorPayments(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/businesses/:id/contractor-payments',
    {
      config: { access },
      schema: {
        summary: 'Confirm contractor payments',
        tags,
        description:
          'Links spend lines to contractors and marks them as contractor payments. `withheld` records 47% no-ABN withholding on a payment to a contractor without an ABN (the line being the 53% paid).',
        params: businessParams,
        body: contractorConfirmBodySchema,
        response: { 200: contractorConfirmAnswerSchema },
      },
    },
    async (request) => ({ data: await confirmContractorPayments(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/businesses/:id/contractor-payments',
    {
      config: { access },
      schema: {
        summary: 'List confirmed contractor payments',
        tags,
        description: 'The linked contractor payments dated in the financial year ending 30 June of `year`.',
        params: businessParams,
        querystring: tparYearQuerySchema,
        response: { 200: contractorPaymentsAnswerSchema },
      },
    },
    async (request) => ({ data: await contractorPaymentsOf(ctx, currentUser(request), request.params.id, request.query.year) }),
  );

  app.delete(
    '/api/v1/businesses/:id/contractor-payments/:transactionId',
    {
      config: { access },
      schema: {
        summary: 'Unlink a contractor payment',
        tags,
        description: 'Unlinks a payment from its contractor; the line stops being marked as a contractor payment.',
        params: businessParams.extend({ transactionId: z.uuid() }),
      },
    },
    async (request, reply) => {
      await unlinkContractorPayment(ctx, currentUser(request), request.params.id, request.params.transactionId);
      return reply.status(204).send();
    },
  );
}
