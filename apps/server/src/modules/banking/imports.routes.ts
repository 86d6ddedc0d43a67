/**
 * Statement imports: upload to preview, commit, discard, and the processing-data list. Staff
 * who keep the books ('ledger:write') import; whoever sees the business reads ('ledger:read').
 */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { requestLanguage } from '../../platform/language.js';
import { commitImport, discardImport } from './import-commit.service.js';
import { previewImport } from './import-preview.service.js';
import { readStatementUpload } from './import-upload.js';
import {
  businessImportListQuerySchema,
  importAnswerSchema,
  importDetailAnswerSchema,
  importDetailQuerySchema,
  importListAnswerSchema,
  importListQuerySchema,
  importParamsSchema,
  importUploadParamsSchema,
  previewAnswerSchema,
} from './imports.schema.js';
import { businessParamsSchema } from './bank-accounts.schema.js';
import { getImport, listImports } from './imports.service.js';

const tags = ['banking'];

export function registerImportRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/businesses/:id/bank-accounts/:bankAccountId/imports',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Upload a statement for preview',
        tags,
        description:
          'Multipart: `file` (CSV, OFX/QFX, QIF, CAMT.053 or XLSX) and optionally `mapping` (CsvMapping JSON), `mappingId` (a saved mapping), `bank` (a preset key), `dateOrder` (QIF: dmy, mdy or ymd), `accountId` (which account of a multi-account file). Answers the preview and keeps it for the commit; duplicates of what the account holds are marked. A file that cannot be read is refused with 422 naming the line, and nothing is kept. Progress goes to the uploader on the /file-convert socket (`import_progress`).',
        consumes: ['multipart/form-data'],
        params: importUploadParamsSchema,
        response: { 201: previewAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { file, fields } = await readStatementUpload(request);
      return reply.status(201).send({
        data: await previewImport(ctx, user, request.params.id, request.params.bankAccountId, file, fields, requestLanguage(request)),
      });
    },
  );

  app.post(
    '/api/v1/imports/:id/commit',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Commit a previewed import',
        tags,
        description: 'Writes the previewed non-duplicates in one statement, all or nothing.',
        params: importParamsSchema,
        response: { 200: importAnswerSchema },
      },
    },
    async (request) => ({ data: await commitImport(ctx, currentUser(request), request.params.id, requestLanguage(request)) }),
  );

  app.delete(
    '/api/v1/imports/:id',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Discard a previewed import',
        tags,
        description: 'Discards a preview that will not be committed.',
        params: importParamsSchema,
      },
    },
    async (request, reply) => {
      await discardImport(ctx, currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/imports/:id',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'Get an import',
        tags,
        description: 'One import; while previewed, a page of its rows (`skip`, `limit`).',
        params: importParamsSchema,
        querystring: importDetailQuerySchema,
        response: { 200: importDetailAnswerSchema },
      },
    },
    async (request) => ({ data: await getImport(ctx, currentUser(request), request.params.id, request.query) }),
  );

  app.get(
    '/api/v1/imports',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: 'List imports',
        tags,
        description: 'Imports across the businesses the caller sees, newest first (the processing-data list).',
        querystring: importListQuerySchema,
        response: { 200: importListAnswerSchema },
      },
    },
    (request) => listImports(ctx, currentUser(request), request.query),
  );

  app.get(
    '/api/v1/businesses/:id/imports',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: "List a business's imports",
        tags,
        description: 'The business’s imports, newest first: file, format, status, counts, who ran it and when.',
        params: businessParamsSchema,
        querystring: businessImportListQuerySchema,
        response: { 200: importListAnswerSchema },
      },
    },
    (request) => listImports(ctx, currentUser(request), { ...request.query, businessId: request.params.id }),
  );
}
