/** The TPAR of a business: on screen, as CSV or XLSX, and as the ATO's electronic file. */
import { tparAnswerSchema, tparFileBodySchema, tparYearQuerySchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { App } from '../../platform/http.js';
import { sendReportFile } from '../reports/index.js';
import { exportTpar, tparElectronicFile, tparOf } from './tpar.service.js';

const tags = ['contractors'];
const params = z.object({ id: z.uuid() });
const fileBytes = z.instanceof(Buffer).meta({ description: 'The CSV, XLSX or TPAR data file.' });

export function registerTparRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/tpar',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: "Get a business's TPAR for a financial year",
        tags,
        description:
          'The taxable payments annual report for the financial year ending 30 June of `year`: per contractor every ABN quoted, name, address, gross paid (including GST and tax withheld), GST and tax withheld. Payments after 30 June belong to the next year. `format` downloads it as CSV or XLSX.',
        params,
        querystring: tparYearQuerySchema.extend({ format: z.enum(['csv', 'xlsx']).optional() }),
        response: { 200: z.union([tparAnswerSchema, fileBytes]) },
      },
    },
    async (request, reply) => {
      const { year, format } = request.query;
      if (format) return sendReportFile(reply, await exportTpar(ctx, currentUser(request), request.params.id, year, format));
      return { data: await tparOf(ctx, currentUser(request), request.params.id, year) };
    },
  );

  app.post(
    '/api/v1/businesses/:id/tpar/file',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: "Download the ATO's electronic TPAR file",
        tags,
        description:
          "The TPAR as the ATO's electronic data file (specification 3.0.1, FPAIVV03.0): 996-character records, sender, payer, one payee record per ABN quoted, file total. 422 lists what is missing (addresses, the business's ABN).",
        params,
        body: tparFileBodySchema,
        response: { 200: fileBytes },
      },
    },
    async (request, reply) => sendReportFile(reply, await tparElectronicFile(ctx, currentUser(request), request.params.id, request.body)),
  );
}
