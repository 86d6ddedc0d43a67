/** The files API: list, upload, download, preview, rename or move, delete and restore, within the caller's scope. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { sendFile } from './files.download.js';
import {
  fileAnswerSchema,
  fileIdParamsSchema,
  fileListAnswerSchema,
  fileListQuerySchema,
  updateFileBodySchema,
  uploadAnswerSchema,
} from './files.schema.js';
import { deleteFile, listFiles, restoreFile, updateFile, uploadFiles, type FilesSettings } from './files.service.js';

const tags = ['files'];

export function registerFileRoutes(app: App, ctx: AppContext, settings: FilesSettings): void {
  app.get(
    '/api/v1/files',
    {
      config: { access: 'files:read' },
      schema: {
        summary: 'List files',
        tags,
        description:
          'The live files of folderId, or with trash=true the deleted files of ownerType/ownerId. q matches the name; type is a group of detected types.',
        querystring: fileListQuerySchema,
        response: { 200: fileListAnswerSchema },
      },
    },
    (request) => listFiles(ctx, currentUser(request), request.query),
  );

  app.post(
    '/api/v1/files',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Upload files',
        tags,
        description:
          `Multipart: the field folderId first, then up to ${settings.maxFiles} parts named file, each at most ${settings.maxFileBytes} bytes (413 otherwise, and nothing is kept). ` +
          'The type is detected from the content; a name already in the folder gets a numbered suffix. All files are stored, or none.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await uploadFiles(ctx, currentUser(request), request, settings) }),
  );

  app.get(
    '/api/v1/files/:id/download',
    {
      config: { access: 'files:read' },
      schema: {
        summary: 'Download a file',
        tags,
        description: 'The bytes as an attachment, with the detected type and nosniff.',
        params: fileIdParamsSchema,
        produces: ['application/octet-stream'],
      },
    },
    (request, reply) => sendFile(ctx, currentUser(request), request.params.id, request, reply, 'attachment'),
  );

  app.get(
    '/api/v1/files/:id/preview',
    {
      config: { access: 'files:read' },
      schema: {
        summary: 'Preview a file',
        tags,
        description: 'Inline, for images and PDFs only (415 otherwise).',
        params: fileIdParamsSchema,
        produces: ['image/*', 'application/pdf'],
      },
    },
    (request, reply) => sendFile(ctx, currentUser(request), request.params.id, request, reply, 'inline'),
  );

  app.patch(
    '/api/v1/files/:id',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Rename or move a file',
        tags,
        description:
          'Rename (409 if the name is taken), or move to another folder of the same owner (numbered if the name is taken there).',
        params: fileIdParamsSchema,
        body: updateFileBodySchema,
        response: { 200: fileAnswerSchema },
      },
    },
    async (request) => ({ data: await updateFile(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/files/:id',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Move a file to the trash',
        tags,
        description: 'To the trash, restorable for 30 days.',
        params: fileIdParamsSchema,
        response: { 200: fileAnswerSchema },
      },
    },
    async (request) => ({ data: await deleteFile(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/files/:id/restore',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Restore a file from the trash',
        tags,
        description: "Within 30 days of the delete (410 after); into the owner's root folder when its folder is in the trash.",
        params: fileIdParamsSchema,
        response: { 200: fileAnswerSchema },
      },
    },
    async (request) => ({ data: await restoreFile(ctx, currentUser(request), request.params.id) }),
  );
}
