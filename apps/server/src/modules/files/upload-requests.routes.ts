/**
 * Upload requests: the staff API ('files:requests', within the business scope) and the public
 * link ('public': the token in the query is the only credential).
 */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { FilesSettings } from './files.service.js';
import { receivePublicUpload, viewPublicUploadRequest } from './public-uploads.service.js';
import {
  businessIdParamsSchema,
  createdUploadRequestAnswerSchema,
  createUploadRequestBodySchema,
  extendUploadRequestBodySchema,
  uploadRequestListQuerySchema,
  publicTokenQuerySchema,
  publicUploadAnswerSchema,
  publicUploadRequestAnswerSchema,
  uploadRequestAnswerSchema,
  uploadRequestDetailAnswerSchema,
  uploadRequestIdParamsSchema,
  uploadRequestListAnswerSchema,
} from './upload-requests.schema.js';
import {
  createUploadRequest,
  extendUploadRequest,
  getUploadRequest,
  listScopedUploadRequests,
  listUploadRequests,
  revokeUploadRequest,
} from './upload-requests.service.js';

const tags = ['upload requests'];

export function registerUploadRequestRoutes(app: App, ctx: AppContext, settings: FilesSettings): void {
  app.post(
    '/api/v1/upload-requests',
    {
      config: { access: 'files:requests' },
      schema: {
        summary: 'Create an upload request',
        tags,
        description:
          "A link for uploading into one folder of a business, answered once in `link` (only its hash is kept). With `email`, the link is mailed in the brand's look.",
        body: createUploadRequestBodySchema,
        response: { 201: createdUploadRequestAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createUploadRequest(ctx, currentUser(request), request.body, settings.maxFileBytes) }),
  );

  app.get(
    '/api/v1/upload-requests',
    {
      config: { access: 'files:requests' },
      schema: {
        summary: 'List upload requests',
        tags,
        description: 'Upload requests of every business in your scope, newest first.',
        querystring: uploadRequestListQuerySchema,
        response: { 200: uploadRequestListAnswerSchema },
      },
    },
    (request) => listScopedUploadRequests(ctx, currentUser(request), request.query),
  );

  app.get(
    '/api/v1/upload-requests/:id',
    {
      config: { access: 'files:requests' },
      schema: {
        summary: 'Get an upload request',
        tags,
        description: "Status (open, expired, revoked) and what was received, with the sender's name and time.",
        params: uploadRequestIdParamsSchema,
        response: { 200: uploadRequestDetailAnswerSchema },
      },
    },
    async (request) => ({ data: await getUploadRequest(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/upload-requests/:id/revoke',
    {
      config: { access: 'files:requests' },
      schema: {
        summary: 'Revoke an upload request',
        tags,
        params: uploadRequestIdParamsSchema,
        response: { 200: uploadRequestAnswerSchema },
      },
    },
    async (request) => ({ data: await revokeUploadRequest(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/upload-requests/:id/extend',
    {
      config: { access: 'files:requests' },
      schema: {
        summary: 'Extend an upload request',
        tags,
        description: '`days` more from the current expiry (from now if it has passed). A revoked link cannot be extended (409).',
        params: uploadRequestIdParamsSchema,
        body: extendUploadRequestBodySchema,
        response: { 200: uploadRequestAnswerSchema },
      },
    },
    async (request) => ({ data: await extendUploadRequest(ctx, currentUser(request), request.params.id, request.body.days) }),
  );

  app.get(
    '/api/v1/businesses/:id/upload-requests',
    {
      config: { access: 'files:requests' },
      schema: {
        summary: "List a business's upload requests",
        tags,
        description: "The business's upload requests, newest first.",
        params: businessIdParamsSchema,
        querystring: uploadRequestListQuerySchema,
        response: { 200: uploadRequestListAnswerSchema },
      },
    },
    (request) => listUploadRequests(ctx, currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/public/upload-requests/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Open an upload link',
        tags,
        security: [],
        description:
          'What the upload page shows. 403 for a wrong token (429 after 10 from one address on this link, or 50 on any links, in 15 minutes; after 1,000 from all addresses the link refuses everyone for the rest of the window), 410 once expired or revoked.',
        params: uploadRequestIdParamsSchema,
        querystring: publicTokenQuerySchema,
        response: { 200: publicUploadRequestAnswerSchema },
      },
    },
    async (request) => ({ data: await viewPublicUploadRequest(ctx, request.params.id, request.query.token, request.ip) }),
  );

  app.post(
    '/api/v1/public/upload-requests/:id/files',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Upload files through a link',
        tags,
        security: [],
        description:
          "Multipart: uploaderName (a name or email) first, then the file parts, within the link's size and count limits (413/422, and nothing is kept). Same refusals as the GET.",
        consumes: ['multipart/form-data'],
        params: uploadRequestIdParamsSchema,
        querystring: publicTokenQuerySchema,
        response: { 201: publicUploadAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await receivePublicUpload(ctx, request.params.id, request.query.token, request, settings) }),
  );
}
