/** GET and PUT /api/v1/me: the signed-in user's own profile. */
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { meAnswerSchema, updateMeBodySchema } from './me.schema.js';
import { getMe, updateMe } from './me.service.js';

export function registerMeRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/me',
    { config: { access: 'account:self' }, schema: { summary: 'Get my profile', tags: ['account'], response: { 200: meAnswerSchema } } },
    async (request) => ({ data: await getMe(ctx.db, currentUser(request).id) }),
  );

  app.put(
    '/api/v1/me',
    {
      config: { access: 'account:self' },
      schema: { summary: 'Update my profile', tags: ['account'], body: updateMeBodySchema, response: { 200: meAnswerSchema } },
    },
    async (request) => ({ data: await updateMe(ctx, currentUser(request).id, request.body) }),
  );
}
