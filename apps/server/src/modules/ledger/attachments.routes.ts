/** A bank line's attachments: everyone in scope sees them; attaching and removing need 'ledger:write'. */
import { attachableFilesAnswerSchema, transactionAttachmentsAnswerSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { attachFile, detachFile, listAttachableFiles, listAttachments } from './attachments.service.js';
import { transactionParamsSchema } from './ledger.schema.js';

const tags = ['transactions'];
const attachmentParamsSchema = transactionParamsSchema.extend({ attachmentId: z.uuid() });

export function registerAttachmentRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/transactions/:id/attachments',
    {
      config: { access: 'ledger:read' },
      schema: {
        summary: "List a transaction's attachments",
        tags,
        description: "The line's attachments, oldest first; download each through /api/v1/files/{fileId}/download.",
        params: transactionParamsSchema,
        response: { 200: transactionAttachmentsAnswerSchema },
      },
    },
    async (request) => ({ data: await listAttachments(ctx, currentUser(request), request.params.id) }),
  );

  app.get(
    '/api/v1/transactions/:id/attachable-files',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'List files that can be attached to a transaction',
        tags,
        description: "The newest 50 files of the business's tree not yet attached to the line; q matches the name.",
        params: transactionParamsSchema,
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        response: { 200: attachableFilesAnswerSchema },
      },
    },
    async (request) => ({ data: await listAttachableFiles(ctx, currentUser(request), request.params.id, request.query.q || undefined) }),
  );

  app.post(
    '/api/v1/transactions/:id/attachments',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Attach a file to a transaction',
        tags,
        description:
          "Attaches a file of the business's own tree (upload it to the files API first for a new one); attaching it twice changes nothing. Answers the line's attachments.",
        params: transactionParamsSchema,
        body: z.object({ fileId: z.uuid() }),
        response: { 201: transactionAttachmentsAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await attachFile(ctx, currentUser(request), request.params.id, request.body.fileId) }),
  );

  app.delete(
    '/api/v1/transactions/:id/attachments/:attachmentId',
    {
      config: { access: 'ledger:write' },
      schema: {
        summary: 'Remove an attachment from a transaction',
        tags,
        description:
          'Removes the link (the file stays in Files); refused for a line in a locked period. Answers the remaining attachments.',
        params: attachmentParamsSchema,
        response: { 200: transactionAttachmentsAnswerSchema },
      },
    },
    async (request) => ({ data: await detachFile(ctx, currentUser(request), request.params.id, request.params.attachmentId) }),
  );
}
