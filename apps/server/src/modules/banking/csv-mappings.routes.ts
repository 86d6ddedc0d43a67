/** Saved CSV mappings of a business, and the ready-made Australian bank layouts. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { businessParamsSchema } from './bank-accounts.schema.js';
import {
  createCsvMappingBodySchema,
  csvMappingAnswerSchema,
  csvMappingListAnswerSchema,
  mappingParamsSchema,
  presetListAnswerSchema,
} from './csv-mappings.schema.js';
import { listMappings, listPresets, removeMapping, saveMapping } from './csv-mappings.service.js';

const tags = ['banking'];

export function registerCsvMappingRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/csv-mappings/presets',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'List ready-made bank CSV layouts',
        tags,
        description: 'CSV layouts of CommBank, ANZ, NAB, ING, Westpac and Macquarie; pass the key as `bank` when importing.',
        response: { 200: presetListAnswerSchema },
      },
    },
    () => {
      const data = listPresets();
      return { data, pagination: { skip: 0, limit: data.length, total: data.length } };
    },
  );

  app.get(
    '/api/v1/businesses/:id/csv-mappings',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'List saved CSV mappings',
        tags,
        description: 'The business’s saved mappings and practice-wide ones (not paged).',
        params: businessParamsSchema,
        response: { 200: csvMappingListAnswerSchema },
      },
    },
    async (request) => {
      const data = await listMappings(ctx, currentUser(request), request.params.id);
      return { data, pagination: { skip: 0, limit: data.length, total: data.length } };
    },
  );

  app.post(
    '/api/v1/businesses/:id/csv-mappings',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Save a CSV mapping',
        tags,
        params: businessParamsSchema,
        body: createCsvMappingBodySchema,
        response: { 201: csvMappingAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await saveMapping(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/businesses/:id/csv-mappings/:mappingId',
    { config: { access: 'ledger:write' }, schema: { summary: 'Delete a CSV mapping', tags, params: mappingParamsSchema } },
    async (request, reply) => {
      await removeMapping(ctx, currentUser(request), request.params.id, request.params.mappingId);
      return reply.status(204).send();
    },
  );
}
