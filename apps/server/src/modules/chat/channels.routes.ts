/** The channels API: a business's channels with the caller's news, single channels, unread and read marks, file requests. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  channelAnswerSchema,
  channelFilesAnswerSchema,
  channelFilesQuerySchema,
  channelIdParamsSchema,
  channelListAnswerSchema,
  fileRequestAnswerSchema,
  fileRequestBodySchema,
  listChannelsQuerySchema,
  openSingleBodySchema,
  readAnswerSchema,
  readBodySchema,
  unreadAnswerSchema,
} from './chat.schema.js';
import { listChannelFiles } from './channel-files.service.js';
import { getChannel, listChannels, listUnread, openSingleChannel, readChannel } from './channels.service.js';
import { sendFileRequest } from './file-requests.service.js';

const tags = ['chat'];

export function registerChannelRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/channels',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: 'List my chat channels of a business',
        tags,
        description:
          "The caller's channels of a business: its group channel (made on first use) and their single channels, each with `news`.",
        querystring: listChannelsQuerySchema,
        response: { 200: channelListAnswerSchema },
      },
    },
    async (request) => ({ data: await listChannels(ctx, currentUser(request), request.query.businessId) }),
  );

  app.post(
    '/api/v1/channels',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: 'Open a direct channel',
        tags,
        description: 'Opens a single channel with another person who sees the business; the same pair answers its existing channel (200).',
        body: openSingleBodySchema,
        response: { 200: channelAnswerSchema, 201: channelAnswerSchema },
      },
    },
    async (request, reply) => {
      const { channel, created } = await openSingleChannel(ctx, currentUser(request), request.body);
      return reply.status(created ? 201 : 200).send({ data: channel });
    },
  );

  app.get(
    '/api/v1/channels/unread',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: 'List my channels with unread messages',
        tags,
        description: 'Every channel of the caller with unread messages: re-fetched on reconnect and on focus.',
        response: { 200: unreadAnswerSchema },
      },
    },
    async (request) => ({ data: await listUnread(ctx, currentUser(request)) }),
  );

  app.get(
    '/api/v1/channels/:id',
    {
      config: { access: 'chat:use' },
      schema: { summary: 'Get a channel', tags, params: channelIdParamsSchema, response: { 200: channelAnswerSchema } },
    },
    async (request) => ({ data: await getChannel(ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/channels/:id/read',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: 'Mark a channel read',
        tags,
        description:
          "Marks the channel read up to `lastMessageId` (default: its newest message) and sends unread_update to the caller's other tabs.",
        params: channelIdParamsSchema,
        body: readBodySchema,
        response: { 200: readAnswerSchema },
      },
    },
    async (request) => ({ data: await readChannel(ctx, currentUser(request), request.params.id, request.body.lastMessageId) }),
  );

  app.get(
    '/api/v1/channels/:id/files',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: "List a channel's files",
        tags,
        description:
          "The channel's received files (attachments of its messages) and requested files (its file requests, with their status and what arrived).",
        params: channelIdParamsSchema,
        querystring: channelFilesQuerySchema,
        response: { 200: channelFilesAnswerSchema },
      },
    },
    async (request) => ({ data: await listChannelFiles(ctx, currentUser(request), request.params.id, request.query.limit) }),
  );

  app.post(
    '/api/v1/channels/:id/file-requests',
    {
      config: { access: 'chat:file-requests' },
      schema: {
        summary: 'Request files in a channel',
        tags,
        description:
          "Creates an upload request for the channel's business (into `folderId`, or the business's root folder) and posts a message carrying its link, in one transaction. Members hear of it as a `file_request` notification.",
        params: channelIdParamsSchema,
        body: fileRequestBodySchema,
        response: { 201: fileRequestAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await sendFileRequest(ctx, currentUser(request), request.params.id, request.body) }),
  );
}
