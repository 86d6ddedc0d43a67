/** The businesses API: every role reads within its scope; changing needs 'businesses:write'. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  businessAnswerSchema,
  businessListAnswerSchema,
  createBodySchema,
  idParamsSchema,
  listQuerySchema,
  updateBodySchema,
} from './businesses.schema.js';
import { addBusiness, getBusiness, listBusinesses, setBusinessStatus, updateBusiness } from './businesses.service.js';

const tags = ['businesses'];

export function registerBusinessRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses',
    {
      config: { access: 'businesses:read' },
      schema: { summary: 'List businesses', tags, querystring: listQuerySchema, response: { 200: businessListAnswerSchema } },
    },
    (request) => listBusinesses(ctx, currentUser(request), request.query),
  );

  app.get(
    '/api/v1/businesses/:id',
    {
      config: { access: 'businesses:read' },
      schema: { summary: 'Get a business', tags, params: idParamsSchema, response: { 200: businessAnswerSchema } },
    },
    async (request) => ({ data: await getBusiness(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/businesses',
    {
      config: { access: 'businesses:create' },
      schema: {
        summary: 'Create a business',
        tags,
        description: 'The client must be one the caller sees. The ABN, when given, must pass the ATO check.',
        body: createBodySchema,
        response: { 201: businessAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await addBusiness(ctx, currentUser(request), request.body) }),
  );

  app.patch(
    '/api/v1/businesses/:id',
    {
      config: { access: 'businesses:write' },
      schema: {
        summary: 'Update a business',
        tags,
        params: idParamsSchema,
        body: updateBodySchema,
        response: { 200: businessAnswerSchema },
      },
    },
    async (request) => ({ data: await updateBusiness(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/businesses/:id/archive',
    {
      config: { access: 'businesses:write' },
      schema: { summary: 'Archive a business', tags, params: idParamsSchema, response: { 200: businessAnswerSchema } },
    },
    async (request) => ({ data: await setBusinessStatus(ctx, currentUser(request), request.params.id, 'archived') }),
  );

  app.post(
    '/api/v1/businesses/:id/restore',
    {
      config: { access: 'businesses:write' },
      schema: { summary: 'Restore an archived business', tags, params: idParamsSchema, response: { 200: businessAnswerSchema } },
    },
    async (request) => ({ data: await setBusinessStatus(ctx, currentUser(request), request.params.id, 'active') }),
  );
}
