/** The client list, its CSV export, one client, creating, editing and the permanent delete. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import { requestLanguage } from '../../platform/language.js';
import type { AppContext } from '../../platform/context.js';
import { deleteClientBodySchema, deleteClientQuerySchema } from './client-actions.schema.js';
import { deleteClientPermanently } from './client-status.service.js';
import { clientsCsv } from './clients.csv.js';
import {
  clientDetailAnswerSchema,
  clientFilterSchema,
  clientIdParamsSchema,
  clientListAnswerSchema,
  clientListQuerySchema,
  createClientBodySchema,
  updateClientBodySchema,
} from './clients.schema.js';
import { createClient, exportClients, getClient, listClients, updateClient } from './clients.service.js';

const tags = ['clients'];

export function registerClientRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/clients',
    {
      config: { access: 'clients:read' },
      schema: {
        summary: 'List clients',
        tags,
        description: '`keyword` matches name, code, email and ABN anywhere (case-insensitive). Scoped to the caller.',
        querystring: clientListQuerySchema,
        response: { 200: clientListAnswerSchema },
      },
    },
    (request) => listClients(ctx, currentUser(request), request.query),
  );

  app.get(
    '/api/v1/clients/export.csv',
    {
      config: { access: 'clients:read' },
      schema: {
        summary: 'Export clients as CSV',
        tags,
        description: 'Every client the list would show with these filters, as CSV.',
        querystring: clientFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await exportClients(ctx, currentUser(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(clientsCsv(rows, requestLanguage(request)));
    },
  );

  app.get(
    '/api/v1/clients/:id',
    {
      config: { access: 'clients:read' },
      schema: {
        summary: 'Get a client',
        tags,
        description: 'The client with its businesses, portal users and latest 20 activity entries.',
        params: clientIdParamsSchema,
        response: { 200: clientDetailAnswerSchema },
      },
    },
    async (request) => ({ data: await getClient(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/clients',
    {
      config: { access: 'clients:write' },
      schema: {
        summary: 'Create a client',
        tags,
        description: 'The code (CL-000123) is generated.',
        body: createClientBodySchema,
        response: { 201: clientDetailAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createClient(ctx, currentUser(request), request.body) }),
  );

  app.patch(
    '/api/v1/clients/:id',
    {
      config: { access: 'clients:write' },
      schema: {
        summary: 'Update a client',
        tags,
        description: 'Changing `supervisorId` also needs the clients:assign permission. Status changes have their own actions.',
        params: clientIdParamsSchema,
        body: updateClientBodySchema,
        response: { 200: clientDetailAnswerSchema },
      },
    },
    async (request) => ({ data: await updateClient(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/clients/:id',
    {
      config: { access: 'clients:write' },
      schema: {
        summary: 'Delete an archived client permanently',
        tags,
        description:
          'Permanent: only an archived client, and only with `confirm` (query or body) equal to its code or name. Its businesses and portal users go with it.',
        params: clientIdParamsSchema,
        querystring: deleteClientQuerySchema,
        body: deleteClientBodySchema,
      },
    },
    async (request, reply) => {
      const confirm = request.body?.confirm ?? request.query.confirm;
      await deleteClientPermanently(ctx, currentUser(request), request.params.id, confirm);
      return reply.status(204).send();
    },
  );
}
