/**
 * GET /api/v1/tags for whoever reads clients; POST for whoever changes them (a new name touches
 * no one's clients); PATCH only for who may manage the practice's tags, since a rename shows on
 * clients the caller may not see (docs/decisions/0010).
 */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  createTagBodySchema,
  tagAnswerSchema,
  tagIdParamsSchema,
  tagListAnswerSchema,
  tagListQuerySchema,
  updateTagBodySchema,
} from './tags.schema.js';
import { createTag, listTags, updateTag } from './tags.service.js';

const tags = ['tags'];

export function registerTagRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/tags',
    {
      config: { access: 'clients:read' },
      schema: {
        summary: 'List tags',
        tags,
        description: 'Every tag by name (the list is small, so it is not paged); `keyword` narrows it.',
        querystring: tagListQuerySchema,
        response: { 200: tagListAnswerSchema },
      },
    },
    async (request) => {
      const data = await listTags(ctx, currentUser(request), request.query);
      return { data, pagination: { skip: 0, limit: data.length, total: data.length } };
    },
  );

  app.post(
    '/api/v1/tags',
    {
      config: { access: 'clients:write' },
      schema: { summary: 'Create a tag', tags, body: createTagBodySchema, response: { 201: tagAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createTag(ctx, currentUser(request), request.body) }),
  );

  app.patch(
    '/api/v1/tags/:id',
    {
      config: { access: 'tags:manage' },
      schema: { summary: 'Rename a tag', tags, params: tagIdParamsSchema, body: updateTagBodySchema, response: { 200: tagAnswerSchema } },
    },
    async (request) => ({ data: await updateTag(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
