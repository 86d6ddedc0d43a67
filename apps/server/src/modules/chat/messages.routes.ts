/** The messages API: a channel's feed and search, posting, and editing or deleting one's own. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  channelIdParamsSchema,
  deletedAnswerSchema,
  editMessageBodySchema,
  listMessagesQuerySchema,
  messageAnswerSchema,
  messageIdParamsSchema,
  messagePageAnswerSchema,
  postMessageBodySchema,
} from './chat.schema.js';
import { deleteMessage, editMessage } from './message-edits.service.js';
import { listMessages, postMessage } from './messages.service.js';

const tags = ['chat'];

export function registerMessageRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/channels/:id/messages',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: "List a channel's messages",
        tags,
        description:
          'Pages back from the newest message: each page oldest to newest, `nextBefore` for the older page. With `q`, matching messages newest first.',
        params: channelIdParamsSchema,
        querystring: listMessagesQuerySchema,
        response: { 200: messagePageAnswerSchema },
      },
    },
    (request) => listMessages(ctx, currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/v1/channels/:id/messages',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: 'Send a message',
        tags,
        description:
          'The text is stored exactly as typed (plain text, never HTML). Mentions must be channel members; attachments files in the business’s folders.',
        params: channelIdParamsSchema,
        body: postMessageBodySchema,
        response: { 201: messageAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await postMessage(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.patch(
    '/api/v1/messages/:id',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: 'Edit a message',
        tags,
        description: 'Author only.',
        params: messageIdParamsSchema,
        body: editMessageBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({ data: await editMessage(ctx, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/messages/:id',
    {
      config: { access: 'chat:use' },
      schema: {
        summary: 'Delete a message',
        tags,
        description: 'Author only; the message stays in the feed as deleted.',
        params: messageIdParamsSchema,
        response: { 200: deletedAnswerSchema },
      },
    },
    async (request) => ({ data: await deleteMessage(ctx, currentUser(request), request.params.id) }),
  );
}
