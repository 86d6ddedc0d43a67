/**
 * The report builder's saved reports and their embed links: every role reads within the
 * business's scope; staff ('reports:write') save, change, delete and share them. The public
 * route answers only to a valid embed token.
 */
import { z } from 'zod';
import type { App } from '../../../platform/http.js';
import { currentUser } from '../../../platform/auth/guard.js';
import type { AppContext } from '../../../platform/context.js';
import { fileBytesSchema, sendReportFile } from '../export/export.http.js';
import { dataAnswer, drivenReportSchema, embedLinkSchema, publicDrivenReportSchema } from '@ledgerdesk/domain';
import { requestLanguage } from '../../../platform/language.js';
import { createDrivenReportSchema, embedLinkBodySchema, publicDrivenQuerySchema, updateDrivenReportSchema } from './driven.schema.js';
import {
  createDrivenReport,
  createEmbedLink,
  deleteDrivenReport,
  getDrivenReport,
  listDrivenReports,
  openEmbeddedReport,
  updateDrivenReport,
} from './driven.service.js';

const tags = ['driven reports'];
const idParams = z.object({ id: z.uuid() });
const answer = dataAnswer(drivenReportSchema);

export function registerDrivenReportRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/driven-reports',
    {
      config: { access: 'reports:read' },
      schema: {
        summary: 'List saved reports',
        tags,
        description: 'Saved reports of a business, newest first.',
        params: idParams,
        response: { 200: dataAnswer(z.array(drivenReportSchema)) },
      },
    },
    async (request) => ({ data: await listDrivenReports(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/businesses/:id/driven-reports',
    {
      config: { access: 'reports:write' },
      schema: {
        summary: 'Save a report definition',
        tags,
        description:
          'Saves a report definition: type, period (`{ preset }` moving with today, or `{ from, to }`), comparison, GST basis and the column keys to show (none: all).',
        params: idParams,
        body: createDrivenReportSchema,
        response: { 201: answer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createDrivenReport(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/driven-reports/:id',
    {
      config: { access: 'reports:read' },
      schema: {
        summary: 'Get a saved report',
        tags,
        description: 'A saved report with the dates its period means today.',
        params: idParams,
        response: { 200: answer },
      },
    },
    async (request) => ({ data: await getDrivenReport(ctx, currentUser(request), request.params.id) }),
  );

  app.patch(
    '/api/v1/driven-reports/:id',
    {
      config: { access: 'reports:write' },
      schema: {
        summary: 'Update a saved report',
        tags,
        description: 'Renames a saved report or replaces its definition.',
        params: idParams,
        body: updateDrivenReportSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({ data: await updateDrivenReport(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/driven-reports/:id',
    {
      config: { access: 'reports:write' },
      schema: {
        summary: 'Delete a saved report',
        tags,
        description: 'Deletes a saved report; its embed links stop working.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteDrivenReport(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/driven-reports/:id/embed-link',
    {
      config: { access: 'reports:write' },
      schema: {
        summary: 'Create an embed link for a saved report',
        tags,
        description:
          'A signed link to /driven-report/iframe showing this report, valid for `expiresInHours` (1 to 2160, default 24). Anyone holding it sees the report until it expires or the report is deleted.',
        params: idParams,
        body: embedLinkBodySchema,
        response: { 201: dataAnswer(embedLinkSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createEmbedLink(ctx, currentUser(request), request.params.id, request.body.expiresInHours) }),
  );

  app.get(
    '/api/v1/public/driven-reports',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get an embedded report',
        tags,
        description:
          'The saved report of an embed token, computed now (cents), or with `format` a PDF, XLSX or CSV download. An expired or altered token answers 401.',
        security: [],
        querystring: publicDrivenQuerySchema,
        response: { 200: z.union([dataAnswer(publicDrivenReportSchema), fileBytesSchema]) },
      },
    },
    async (request, reply) => {
      const opened = await openEmbeddedReport(ctx, request.query.token, request.query.format, requestLanguage(request));
      if (opened.kind === 'file') return sendReportFile(reply, opened.file);
      return reply.header('cache-control', 'no-store').send({ data: opened.json });
    },
  );
}
