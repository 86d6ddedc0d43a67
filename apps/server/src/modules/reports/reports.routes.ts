/** Financial reports of a business (amounts in cents) and the journal lines behind a figure. */
import { financialYearStart, REPORT_TYPES, reportLinesPageSchema, reportLinesQuerySchema, type ReportType } from '@ledgerdesk/domain';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { computeReport } from './compute.js';
import { reportAnswerOrFileSchema, reportFormatQuerySchema, sendReportFile } from './export/export.http.js';
import { renderReportFile } from './export/export.service.js';
import { requestLanguage } from '../../platform/language.js';
import { refuseLargeDirectExport } from '../ledger/index.js';
import { reportLines } from './lines.service.js';
import { reportBusinessInScope, reportRange } from './report-scope.js';

const tags = ['reports'];
/** Reports that list journal lines: their files grow with the ledger, so a direct download has a limit (ADR 0015). */
const LINE_LISTINGS: ReadonlySet<ReportType> = new Set(['general-journal', 'gst-detail', 'receipts-journal', 'disbursements-journal']);
const businessParams = z.object({ id: z.uuid() });
export const reportParamsSchema = z.object({ id: z.uuid(), type: z.enum(REPORT_TYPES) });

const REPORT_DESCRIPTION = [
  'Cents. `to` defaults to today in Australia, `from` to the start of the financial year holding `to`.',
  '`compare` adds a column for the previous period or the same period last year: `periods[0]` is the requested period and every per-period array follows `periods`.',
  'Trial balance: balance-sheet accounts to `to`, profit-and-loss accounts from `from`, earlier profit rolled into retained earnings.',
  "Balance sheet: the position at `to` of each period. GST reports: `basis` defaults to the business's GST basis; a business not registered for GST answers zeros with `registered: false`.",
  'A file (`format`) of a report listing journal lines (journals, GST detail) carries up to EXPORT_DIRECT_MAX_LINES lines of the period (50,000 unless configured); past it the answer is 422 `EXPORT_TOO_LARGE`: start an export job with POST …/reports/{type}/export-jobs instead.',
].join(' ');

export function registerReportRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/reports/lines',
    {
      config: { access: 'reports:read' },
      schema: {
        summary: 'List the journal lines behind a report figure',
        tags,
        description:
          "The journal lines behind a figure: an account's (`accountId`), a tax code's (`taxCode`), a BAS label's of the GST summary (`label`: G1, G2, G3, G10, G11, 1A, 1B), or the balance sheet's `earnings` at `to` (`retained`: the retained earnings account's lines and every profit-and-loss line before the financial year holding `to`; `currentYear`: profit-and-loss lines from that year's start; `from` does not apply), oldest first, paged; `total` sums every matching line. Without `from`, every line to `to`.",
        params: businessParams,
        querystring: reportLinesQuerySchema,
        response: { 200: reportLinesPageSchema },
      },
    },
    async (request) => {
      const business = await reportBusinessInScope(ctx.db, currentUser(request), request.params.id);
      const { from = '0001-01-01', earnings, ...rest } = request.query;
      const range = reportRange({ from, to: rest.to }, business.financialYearStartMonth);
      const yearStart = financialYearStart(range.to, business.financialYearStartMonth);
      return reportLines(ctx.db, business.id, { ...rest, ...range, earnings: earnings && { figure: earnings, yearStart } });
    },
  );

  app.get(
    '/api/v1/businesses/:id/reports/:type',
    {
      config: { access: 'reports:read' },
      schema: {
        summary: 'Get a report',
        tags,
        description: REPORT_DESCRIPTION,
        params: reportParamsSchema,
        querystring: reportFormatQuerySchema,
        response: { 200: reportAnswerOrFileSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const business = await reportBusinessInScope(ctx.db, currentUser(request), request.params.id);
      if (format && LINE_LISTINGS.has(request.params.type))
        await refuseLargeDirectExport(ctx, {
          businessId: business.id,
          ...reportRange(query, business.financialYearStartMonth),
          jobPath: `/api/v1/businesses/${business.id}/reports/${request.params.type}/export-jobs`,
        });
      const data = await computeReport(ctx.db, business, request.params.type, query);
      return format
        ? sendReportFile(reply, await renderReportFile(ctx, business, data, format, undefined, requestLanguage(request)))
        : { data };
    },
  );
}
