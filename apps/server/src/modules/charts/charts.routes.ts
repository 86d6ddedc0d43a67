/**
 * Templates: GET for staff ('coa:read'), changes for a Super Admin ('coa:templates'). A business's
 * chart is not reachable here; it has its own routes under /businesses/{id}/accounts.
 */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { accountHandlers } from './accounts.handlers.js';
import {
  accountAnswerSchema,
  accountImportAnswerSchema,
  accountListAnswerSchema,
  accountListQuerySchema,
  chartAccountParamsSchema,
  chartAnswerSchema,
  chartIdParamsSchema,
  chartListAnswerSchema,
  chartListQuerySchema,
  createAccountBodySchema,
  createChartBodySchema,
  renameChartBodySchema,
  updateAccountBodySchema,
} from './charts.schema.js';
import { createChart, getChart, listCharts, renameChart, templateTarget } from './charts.service.js';

const tags = ['charts'];

export function registerChartRoutes(app: App, ctx: AppContext): void {
  const accounts = accountHandlers(ctx, (db, actor, chartId) => templateTarget(db, actor, chartId));

  app.get(
    '/api/v1/charts',
    {
      config: { access: 'coa:read' },
      schema: {
        summary: 'List chart templates',
        tags,
        description: 'System and brand templates (a short list, not paged).',
        querystring: chartListQuerySchema,
        response: { 200: chartListAnswerSchema },
      },
    },
    async (request) => {
      const data = await listCharts(ctx, currentUser(request), request.query);
      return { data, pagination: { skip: 0, limit: data.length, total: data.length } };
    },
  );

  app.post(
    '/api/v1/charts',
    {
      config: { access: 'coa:templates' },
      schema: {
        summary: 'Create a chart template',
        tags,
        description: 'A new system template, empty or a copy of `sourceChartId`.',
        body: createChartBodySchema,
        response: { 201: chartAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createChart(ctx, currentUser(request), request.body) }),
  );

  app.get(
    '/api/v1/charts/:id',
    {
      config: { access: 'coa:read' },
      schema: { summary: 'Get a chart template', tags, params: chartIdParamsSchema, response: { 200: chartAnswerSchema } },
    },
    async (request) => ({ data: await getChart(ctx, currentUser(request), request.params.id) }),
  );

  app.patch(
    '/api/v1/charts/:id',
    {
      config: { access: 'coa:templates' },
      schema: {
        summary: 'Update a chart template',
        tags,
        params: chartIdParamsSchema,
        body: renameChartBodySchema,
        response: { 200: chartAnswerSchema },
      },
    },
    async (request) => ({ data: await renameChart(ctx, currentUser(request), request.params.id, request.body.name) }),
  );

  app.get(
    '/api/v1/charts/:id/accounts',
    {
      config: { access: 'coa:read' },
      schema: {
        summary: "List a template's accounts",
        tags,
        description: 'Every account of the template by code (not paged).',
        params: chartIdParamsSchema,
        querystring: accountListQuerySchema,
        response: { 200: accountListAnswerSchema },
      },
    },
    (request) => accounts.list(currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/charts/:id/accounts.csv',
    {
      config: { access: 'coa:read' },
      schema: {
        summary: "Export a template's accounts as CSV",
        tags,
        description: 'The template as CSV, in the layout the import reads.',
        params: chartIdParamsSchema,
        produces: ['text/csv'],
      },
    },
    (request, reply) => accounts.exportCsv(currentUser(request), request.params.id, reply, 'chart-of-accounts'),
  );

  app.post(
    '/api/v1/charts/:id/accounts',
    {
      config: { access: 'coa:templates' },
      schema: {
        summary: 'Add an account to a template',
        tags,
        description: 'Codes are unique per chart (409).',
        params: chartIdParamsSchema,
        body: createAccountBodySchema,
        response: { 201: accountAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await accounts.create(currentUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/charts/:id/accounts/import',
    {
      config: { access: 'coa:templates' },
      schema: {
        summary: "Import a template's accounts from CSV",
        tags,
        description:
          'Multipart field `file`: CSV with the columns Code, Name, Type (and optionally Subtype, Tax code, Description, Active, System role). Upserts by code, all or nothing; 422 names every bad line.',
        consumes: ['multipart/form-data'],
        params: chartIdParamsSchema,
        response: { 200: accountImportAnswerSchema },
      },
    },
    async (request) => ({ data: await accounts.importCsv(currentUser(request), request.params.id, request) }),
  );

  app.patch(
    '/api/v1/charts/:id/accounts/:accountId',
    {
      config: { access: 'coa:templates' },
      schema: {
        summary: 'Update a template account',
        tags,
        params: chartAccountParamsSchema,
        body: updateAccountBodySchema,
        response: { 200: accountAnswerSchema },
      },
    },
    async (request) => ({ data: await accounts.update(currentUser(request), request.params.id, request.params.accountId, request.body) }),
  );

  app.delete(
    '/api/v1/charts/:id/accounts/:accountId',
    { config: { access: 'coa:templates' }, schema: { summary: 'Delete a template account', tags, params: chartAccountParamsSchema } },
    async (request, reply) => {
      await accounts.remove(currentUser(request), request.params.id, request.params.accountId);
      return reply.status(204).send();
    },
  );
}
