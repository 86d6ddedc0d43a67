/**
 * Downloads of a business's ledger: hledger journal and CSV, streamed as attachments, for API
 * clients up to EXPORT_DIRECT_MAX_LINES journal lines; larger ones (and every screen) go through
 * an export job (POST …/export/jobs, in modules/exports).
 */
import { LEDGER_EXPORT_FORMATS, type LedgerExportFormat } from '@ledgerdesk/domain';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import { requestLanguage } from '../../platform/language.js';
import type { AppContext } from '../../platform/context.js';
import { refuseLargeDirectExport } from './export.limit.js';
import { exportLedger } from './export.service.js';
import { businessInScope } from './ledger.scope.js';
import { businessParamsSchema, isoDateSchema } from './ledger.schema.js';

const tags = ['exports'];
const querystring = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
const TOO_LARGE =
  ' Up to EXPORT_DIRECT_MAX_LINES journal lines (50,000 unless configured); past it the answer is 422 `EXPORT_TOO_LARGE`: start an export job with POST /api/v1/businesses/{id}/export/jobs instead.';

const SUMMARIES: Record<LedgerExportFormat, { summary: string; description: string; produces: string }> = {
  hledger: {
    summary: 'Export the ledger as an hledger journal',
    description: 'The ledger as an hledger journal (`hledger -f FILE bal` reads it).',
    produces: 'text/plain',
  },
  csv: {
    summary: 'Export journal lines as CSV',
    description: 'One row per journal line: date, entry number, source, narration, account code and name, debit, credit, tax code, GST.',
    produces: 'text/csv',
  },
};

export function registerExportRoutes(app: App, ctx: AppContext): void {
  for (const format of LEDGER_EXPORT_FORMATS) {
    const { summary, description, produces } = SUMMARIES[format];
    app.get(
      `/api/v1/businesses/:id/export/${format}`,
      {
        config: { access: 'ledger:read' },
        schema: {
          summary,
          tags,
          description: description + TOO_LARGE,
          params: businessParamsSchema,
          querystring,
          produces: [produces],
        },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        const businessId = request.params.id;
        await businessInScope(ctx.db, actor, businessId);
        await refuseLargeDirectExport(ctx, { businessId, ...request.query, jobPath: `/api/v1/businesses/${businessId}/export/jobs` });
        const file = await exportLedger(ctx, actor, businessId, format, request.query, requestLanguage(request));
        return reply
          .headers({
            'content-type': file.contentType,
            'content-disposition': `attachment; filename="${file.fileName}"`,
            'cache-control': 'no-store',
          })
          .send(Readable.from(file.chunks));
      },
    );
  }
}
