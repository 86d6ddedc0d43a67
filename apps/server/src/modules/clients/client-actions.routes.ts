/** Actions on clients: status changes, assignment, tags, bulk changes and portal users. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  addClientTagBodySchema,
  assignAnswerSchema,
  assignClientBodySchema,
  bulkAnswerSchema,
  bulkBodySchema,
  clientTagsAnswerSchema,
  portalUserAnswerSchema,
  portalUserBodySchema,
  setClientTagsBodySchema,
} from './client-actions.schema.js';
import { assignClient } from './client-assign.service.js';
import { bulkChangeClients, changeClientStatus, type StatusAction } from './client-status.service.js';
import { addClientTag, setClientTags } from './client-tags.service.js';
import { clientAnswerSchema, clientIdParamsSchema } from './clients.schema.js';
import { invitePortalUser } from './portal-users.service.js';

const tags = ['clients'];

const STATUS_ACTIONS: Record<StatusAction, { summary: string; description: string }> = {
  archive: { summary: 'Archive a client', description: 'Active or inactive → archived.' },
  restore: { summary: 'Restore an archived client', description: 'Archived → active.' },
  activate: { summary: 'Activate a client', description: 'Inactive → active.' },
  deactivate: { summary: 'Deactivate a client', description: 'Active → inactive.' },
};

export function registerClientActionRoutes(app: App, ctx: AppContext): void {
  for (const [action, { summary, description }] of Object.entries(STATUS_ACTIONS) as Array<
    [StatusAction, { summary: string; description: string }]
  >) {
    app.post(
      `/api/v1/clients/:id/${action}`,
      {
        config: { access: 'clients:write' },
        schema: {
          summary,
          tags,
          description: `${description} Any other starting state answers 409.`,
          params: clientIdParamsSchema,
          response: { 200: clientAnswerSchema },
        },
      },
      async (request) => ({ data: await changeClientStatus(ctx, currentUser(request), request.params.id, action) }),
    );
  }

  app.post(
    '/api/v1/clients/:id/assign',
    {
      config: { access: 'clients:assign' },
      schema: {
        summary: "Assign a client's supervisor or case manager",
        tags,
        description:
          '`supervisorId` (null removes it), or `caseManagerId`: added to every business of the client, skipping those they have.',
        params: clientIdParamsSchema,
        body: assignClientBodySchema,
        response: { 200: assignAnswerSchema },
      },
    },
    async (request) => ({ data: await assignClient(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/clients/:id/tags',
    {
      config: { access: 'clients:write' },
      schema: {
        summary: "Replace a client's tags",
        tags,
        description: 'Replaces the set of tags.',
        params: clientIdParamsSchema,
        body: setClientTagsBodySchema,
        response: { 200: clientTagsAnswerSchema },
      },
    },
    async (request) => ({ data: await setClientTags(ctx, currentUser(request), request.params.id, request.body.tagIds) }),
  );

  app.post(
    '/api/v1/clients/:id/tags',
    {
      config: { access: 'clients:write' },
      schema: {
        summary: 'Add a tag to a client',
        tags,
        description: 'Adds one tag; adding one it has changes nothing.',
        params: clientIdParamsSchema,
        body: addClientTagBodySchema,
        response: { 200: clientTagsAnswerSchema },
      },
    },
    async (request) => ({ data: await addClientTag(ctx, currentUser(request), request.params.id, request.body.tagId) }),
  );

  app.post(
    '/api/v1/clients/bulk',
    {
      config: { access: 'clients:write' },
      schema: {
        summary: 'Apply one action to many clients',
        tags,
        description: "Applies one action to the selected clients in the caller's scope; the others are counted as skipped.",
        body: bulkBodySchema,
        response: { 200: bulkAnswerSchema },
      },
    },
    async (request) => ({ data: await bulkChangeClients(ctx, currentUser(request), request.body) }),
  );

  app.post(
    '/api/v1/clients/:id/portal-users',
    {
      config: { access: 'clients:write' },
      schema: {
        summary: 'Invite a portal user for a client',
        tags,
        description: 'Creates a user with role Client for this client and mails them an /Activation link.',
        params: clientIdParamsSchema,
        body: portalUserBodySchema,
        response: { 201: portalUserAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await invitePortalUser(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
