/** GET /api/v1/dashboard: every signed-in role, each within its own scope. */
import { dashboardAnswerSchema } from '@ledgerdesk/domain';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { getDashboard } from './dashboard.service.js';

export function registerDashboardRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/dashboard',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Get my dashboard figures', tags: ['dashboard'], response: { 200: dashboardAnswerSchema } },
    },
    async (request) => ({ data: await getDashboard(ctx, currentUser(request)) }),
  );
}
