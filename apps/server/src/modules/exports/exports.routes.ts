/**
 * Export jobs over HTTP: start a ledger or report export (202 with the job), read the job back,
 * and download its file. Only the starter finds the job or its file; anyone else, a Super Admin
 * too, is answered 404, as if it did not exist.
 */
import {
  exportJobAnswerSchema,
  ledgerExportJobRequestSchema,
  message,
  REPORT_TYPES,
  reportExportJobRequestSchema,
} from '@ledgerdesk/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import type { App } from '../../platform/http.js';
import { requestLanguage } from '../../platform/language.js';
import { contentDisposition } from '../files/index.js';
import { businessInScope } from '../ledger/index.js';
import { reportBusinessInScope, reportRange } from '../reports/index.js';
import { blankJob, expiryOf, fileOf, presentExportJob, type ExportJobData, type ExportWork } from './exports.presenter.js';
import { EXPORT_QUEUE } from './exports.queue.js';

const tags = ['exports'];
const idParams = z.object({ id: z.uuid() });
const JOB_FLOW =
  'Answers 202 with the job (`state: queued`); its progress comes on the /file-convert socket (`export_job`) to the caller only, GET /api/v1/export-jobs/{id} reads it back, and once `done` GET /api/v1/export-jobs/{id}/file downloads the file, for 24 hours.';

async function queueExport(ctx: AppContext, request: FastifyRequest, work: ExportWork) {
  const data: ExportJobData = { ...work, actorId: currentUser(request).id, language: requestLanguage(request) };
  const id = await ctx.jobs.send(EXPORT_QUEUE, data);
  if (!id) throw new Error('the export job was not queued');
  return { data: { ...blankJob(id, work), state: 'queued' as const } };
}

/** The caller's own job, or 404: someone else's is never told apart from none. */
async function ownJob(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>) {
  const job = await ctx.jobs.find<ExportJobData>(EXPORT_QUEUE, request.params.id);
  if (!job || job.data.actorId !== currentUser(request).id) throw Errors.notFound('Export');
  return job;
}

export function registerExportJobRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/businesses/:id/export/jobs',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'Start a ledger export',
        operationId: 'startLedgerExport',
        tags,
        description: `The ledger as an hledger journal or as CSV (one row per journal line), of any size, written to a file in the background. ${JOB_FLOW}`,
        params: idParams,
        body: ledgerExportJobRequestSchema,
        response: { 202: exportJobAnswerSchema },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      await businessInScope(ctx.db, currentUser(request), businessId);
      const { format, ...query } = request.body;
      return reply.status(202).send(await queueExport(ctx, request, { kind: 'ledger', businessId, format, query }));
    },
  );

  app.post(
    '/api/v1/businesses/:id/reports/:type/export-jobs',
    {
      config: { access: 'reports:read' },
      schema: {
        summary: 'Start a report export',
        operationId: 'startReportExport',
        tags,
        description: `The report as a PDF (with the brand), XLSX or CSV file, written in the background; the same figures and period rules as GET …/reports/{type}. ${JOB_FLOW}`,
        params: z.object({ id: z.uuid(), type: z.enum(REPORT_TYPES) }),
        body: reportExportJobRequestSchema,
        response: { 202: exportJobAnswerSchema },
      },
    },
    async (request, reply) => {
      const { id: businessId, type } = request.params;
      const business = await reportBusinessInScope(ctx.db, currentUser(request), businessId);
      const { format, ...query } = request.body;
      // The period is fixed now: a job that waits past midnight still makes the report that was asked for.
      const period = reportRange(query, business.financialYearStartMonth);
      const work: ExportWork = { kind: 'report', businessId, report: type, format, query: { ...query, ...period } };
      return reply.status(202).send(await queueExport(ctx, request, work));
    },
  );

  app.get(
    '/api/v1/export-jobs/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Read an export job',
        operationId: 'getExportJob',
        tags,
        description:
          'An export started by the caller: queued, running (a ledger export with the journal lines written of how many), done with the file’s name, size and expiry, or failed with the reason in the caller’s language. Another user’s job is not found.',
        params: idParams,
        response: { 200: exportJobAnswerSchema },
      },
    },
    async (request) => ({ data: presentExportJob(await ownJob(ctx, request)) }),
  );

  app.get(
    '/api/v1/export-jobs/:id/file',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Download an export job’s file',
        operationId: 'downloadExportFile',
        tags,
        description:
          'The file a finished export job wrote, as an attachment, for its starter only (anyone else: 404). A job not done yet has no file (404); an expired one answers 410 `GONE`.',
        params: idParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const job = await ownJob(ctx, request);
      const file = fileOf(job);
      if (!file) throw Errors.notFound('Export');
      const body = expiryOf(job.createdOn) > new Date() ? await ctx.storage.read(file.key) : undefined;
      if (!body) throw Errors.gone(message('exports.expired'));
      return reply
        .headers({
          'content-type': file.contentType,
          'content-length': String(file.bytes),
          'content-disposition': contentDisposition('attachment', file.fileName),
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        })
        .send(body);
    },
  );
}
