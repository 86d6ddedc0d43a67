/**
 * GET /api/health: the process answers, and says how its database is (ready.routes.ts checks
 * every part). A database busy with long work (the embedded one's session held by an import)
 * is alive: the probe answers at once instead of queueing behind that work.
 */
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';

const healthSchema = z.object({ data: z.object({ status: z.literal('ok'), db: z.enum(['ok', 'busy', 'down']) }) });

export function registerHealthRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      // A probe for load balancers, not part of the API clients are built on: kept out of the document.
      schema: { summary: 'Check the server is alive', hide: true, response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const db = await ctx.database.state();
      return reply.status(db === 'down' ? 503 : 200).send({ data: { status: 'ok', db } });
    },
  );
}
