/** The folders API: the tree of a client or business, and changes to it, each within the caller's scope. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  createFolderBodySchema,
  folderAnswerSchema,
  folderIdParamsSchema,
  treeAnswerSchema,
  treeQuerySchema,
  updateFolderBodySchema,
} from './folders.schema.js';
import { createFolder, deleteFolder, getTree, restoreFolder, updateFolder } from './folders.service.js';

const tags = ['files'];

export function registerFolderRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/folders',
    {
      config: { access: 'files:read' },
      schema: {
        summary: 'List folders',
        tags,
        description:
          'The folder tree of a client or business, flat: each folder has its parentId, the root (parentId null) comes first, then by name; ' +
          'fileCount counts the live files directly inside. A tree is created on first listing if the owner has none. trash=true lists the deleted folders instead.',
        querystring: treeQuerySchema,
        response: { 200: treeAnswerSchema },
      },
    },
    async (request) => ({ data: await getTree(ctx, currentUser(request), request.query) }),
  );

  app.post(
    '/api/v1/folders',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Create a folder',
        tags,
        description: "Without parentId the folder goes under the owner's root. Names are unique among siblings (409).",
        body: createFolderBodySchema,
        response: { 201: folderAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createFolder(ctx, currentUser(request), request.body) }),
  );

  app.patch(
    '/api/v1/folders/:id',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Rename or move a folder',
        tags,
        description: 'Rename, or move under another folder of the same owner (never into itself or below itself).',
        params: folderIdParamsSchema,
        body: updateFolderBodySchema,
        response: { 200: folderAnswerSchema },
      },
    },
    async (request) => ({ data: await updateFolder(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/folders/:id',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Move a folder to the trash',
        tags,
        description: 'Moves the folder and everything in it to the trash, restorable for 30 days.',
        params: folderIdParamsSchema,
        response: { 200: folderAnswerSchema },
      },
    },
    async (request) => ({ data: await deleteFolder(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/folders/:id/restore',
    {
      config: { access: 'files:write' },
      schema: {
        summary: 'Restore a folder from the trash',
        tags,
        description: 'Brings a deleted folder back with what was deleted with it; under the root if its parent is in the trash.',
        params: folderIdParamsSchema,
        response: { 200: folderAnswerSchema },
      },
    },
    async (request) => ({ data: await restoreFolder(ctx, currentUser(request), request.params.id) }),
  );
}
