/** GET /api/v1/services for staff; POST and PATCH /api/v1/services/{id} for a Super Admin. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  createServiceBodySchema,
  serviceAnswerSchema,
  serviceIdParamsSchema,
  serviceListAnswerSchema,
  serviceListQuerySchema,
  updateServiceBodySchema,
} from './services.schema.js';
import { createService, listServices, updateService } from './services.service.js';

const tags = ['services'];

export function registerServiceRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/services',
    {
      config: { access: 'services:read' },
      schema: {
        summary: 'List services',
        tags,
        description: 'The whole catalogue in display order (it is small, so it is not paged); `active` narrows it.',
        querystring: serviceListQuerySchema,
        response: { 200: serviceListAnswerSchema },
      },
    },
    async (request) => {
      const data = await listServices(ctx, request.query);
      return { data, pagination: { skip: 0, limit: data.length, total: data.length } };
    },
  );

  app.post(
    '/api/v1/services',
    {
      config: { access: 'services:manage' },
      schema: { summary: 'Create a service', tags, body: createServiceBodySchema, response: { 201: serviceAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createService(ctx, currentUser(request), request.body) }),
  );

  app.patch(
    '/api/v1/services/:id',
    {
      config: { access: 'services:manage' },
      schema: {
        summary: 'Update a service',
        tags,
        params: serviceIdParamsSchema,
        body: updateServiceBodySchema,
        response: { 200: serviceAnswerSchema },
      },
    },
    async (request) => ({ data: await updateService(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
