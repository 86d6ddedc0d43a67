/** GET /api/health: the process answers, and its database with it (ready.routes.ts checks every part). */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';

const healthSchema = z.object({ data: z.object({ status: z.literal('ok'), db: z.enum(['ok', 'down']) }) });

export function registerHealthRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      // A probe for load balancers, not part of the API clients are built on: kept out of the document.
      schema: { summary: 'Check the server is alive', hide: true, response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const db = await ctx.db.execute(sql`select 1`).then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      return reply.status(db === 'ok' ? 200 : 503).send({ data: { status: 'ok', db } });
    },
  );
}
