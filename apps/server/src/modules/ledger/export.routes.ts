/** Downloads of a business's ledger: hledger journal and CSV, streamed as attachments. */
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import { requestLanguage } from '../../platform/language.js';
import type { AppContext } from '../../platform/context.js';
import { exportCsv, exportHledger, type LedgerExport } from './export.service.js';
import { businessParamsSchema, isoDateSchema } from './ledger.schema.js';

const tags = ['exports'];
const querystring = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });

const attachment = (file: LedgerExport, contentType: string) => ({
  'content-type': contentType,
  'content-disposition': `attachment; filename="${file.fileName}"`,
  'cache-control': 'no-store',
});

export function registerExportRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/export/hledger',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'Export the ledger as an hledger journal',
        tags,
        description: 'The ledger as an hledger journal (`hledger -f FILE bal` reads it).',
        params: businessParamsSchema,
        querystring,
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      const file = await exportHledger(ctx, currentUser(request), request.params.id, request.query);
      return reply.headers(attachment(file, 'text/plain; charset=utf-8')).send(Readable.from(file.chunks));
    },
  );

  app.get(
    '/api/v1/businesses/:id/export/csv',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'Export journal lines as CSV',
        tags,
        description:
          'One row per journal line: date, entry number, source, narration, account code and name, debit, credit, tax code, GST.',
        params: businessParamsSchema,
        querystring,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const file = await exportCsv(ctx, currentUser(request), request.params.id, request.query, requestLanguage(request));
      return reply.headers(attachment(file, 'text/csv; charset=utf-8')).send(Readable.from(file.chunks));
    },
  );
}
