/** The notifications API of SPEC.md §7: a signed-in user reads and clears only their own. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import {
  countResponseSchema,
  detailResponseSchema,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  readAllResponseSchema,
} from './notifications.schema.js';
import { countUnreadNotifications, listNotifications, openNotification, readAllNotifications } from './notifications.service.js';

const tags = ['notifications'];

export function registerNotificationRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/notifications',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'List my notifications', tags, querystring: listQuerySchema, response: { 200: listResponseSchema } },
    },
    (request) => listNotifications(ctx, currentUser(request).id, request.query),
  );

  app.get(
    '/api/v1/notifications/count-unread',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Count my unread notifications', tags, response: { 200: countResponseSchema } },
    },
    async (request) => ({ data: await countUnreadNotifications(ctx, currentUser(request).id) }),
  );

  app.post(
    '/api/v1/notifications/read-all',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Mark all my notifications read', tags, response: { 200: readAllResponseSchema } },
    },
    async (request) => ({ data: { updated: await readAllNotifications(ctx, currentUser(request).id) } }),
  );

  app.get(
    '/api/v1/notifications/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Open a notification',
        tags,
        description: 'Answers the notification and marks it read.',
        params: idParamsSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => ({ data: await openNotification(ctx, currentUser(request).id, request.params.id) }),
  );
}
