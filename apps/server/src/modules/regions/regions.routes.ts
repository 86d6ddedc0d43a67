/** GET /api/v1/regions for staff; POST and PATCH for a Super Admin. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { regionAnswerSchema, regionBodySchema, regionIdParamsSchema, regionListAnswerSchema } from './regions.schema.js';
import { createRegion, listRegions, renameRegion } from './regions.service.js';

const tags = ['regions'];

export function registerRegionRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/regions',
    {
      config: { access: 'regions:read' },
      schema: {
        summary: 'List regions',
        tags,
        description: 'Every region: the list is small, so it is not paged.',
        response: { 200: regionListAnswerSchema },
      },
    },
    async () => {
      const data = await listRegions(ctx);
      return { data, pagination: { skip: 0, limit: data.length, total: data.length } };
    },
  );

  app.post(
    '/api/v1/regions',
    {
      config: { access: 'regions:manage' },
      schema: { summary: 'Create a region', tags, body: regionBodySchema, response: { 201: regionAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createRegion(ctx, currentUser(request), request.body) }),
  );

  app.patch(
    '/api/v1/regions/:id',
    {
      config: { access: 'regions:manage' },
      schema: {
        summary: 'Update a region',
        tags,
        params: regionIdParamsSchema,
        body: regionBodySchema,
        response: { 200: regionAnswerSchema },
      },
    },
    async (request) => ({ data: await renameRegion(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
