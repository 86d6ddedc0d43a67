/** Report files kept in the business's files: POST …/reports/{type}/save. */
import { REPORT_TYPES, reportQuerySchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import type { App } from '../../../platform/http.js';
import { currentUser } from '../../../platform/auth/guard.js';
import type { AppContext } from '../../../platform/context.js';
import { fileAnswerSchema } from '../../files/index.js';
import { exportFormatSchema } from './export.http.js';
import { saveReportToFiles } from './save.service.js';
import { requestLanguage } from '../../../platform/language.js';

const params = z.object({ id: z.uuid(), type: z.enum(REPORT_TYPES) });
const body = reportQuerySchema.extend({ format: exportFormatSchema });

export function registerReportExportRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/businesses/:id/reports/:type/save',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Save a report as a file',
        tags: ['reports'],
        description:
          'Stores the report as a PDF, XLSX or CSV file in the business\'s "Reports" folder (recreated under the root if it was deleted), named `<business>-<type>-<from>-<to>.<ext>` with a numbered suffix when taken. Same period rules as GET …/reports/{type}.',
        params,
        body,
        response: { 201: fileAnswerSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.body;
      const file = await saveReportToFiles(
        ctx,
        currentUser(request),
        request.params.id,
        request.params.type,
        query,
        format,
        requestLanguage(request),
      );
      return reply.status(201).send({ data: file });
    },
  );
}
