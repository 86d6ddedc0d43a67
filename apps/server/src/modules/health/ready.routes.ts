/**
 * GET /api/ready: whether this node can serve now. The load balancer takes a node out while
 * its database, its Redis link to the other nodes (when REDIS_URL is set) or its file storage
 * fails, and the 503 says which.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';

const CHECK_TIMEOUT_MS = 3000;

const check = z.enum(['ok', 'down', 'off']);
const readySchema = z.object({
  data: z.object({ status: z.enum(['ready', 'unready']), checks: z.object({ database: check, redis: check, storage: check }) }),
});

/** 'ok', or 'down' when the probe fails or takes longer than a load balancer would wait. */
async function probe(work: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  const outcome = work().then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  const answer = await Promise.race([outcome, late]);
  clearTimeout(timer);
  return answer;
}

export function registerReadyRoute(app: App, ctx: AppContext): void {
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { summary: 'Check this node can serve', hide: true, response: { 200: readySchema, 503: readySchema } },
    },
    async (_request, reply) => {
      const [database, redis, storage] = await Promise.all([
        probe(() => ctx.db.execute(sql`select 1`)),
        ctx.config.redisUrl ? probe(() => ctx.realtime.ready()) : ('off' as const),
        probe(() => ctx.storage.check()),
      ]);
      const checks = { database, redis, storage };
      const ready = Object.values(checks).every((c) => c !== 'down');
      if (!ready) ctx.log.warn({ checks }, 'not ready');
      return reply.status(ready ? 200 : 503).send({ data: { status: ready ? 'ready' : 'unready', checks } });
    },
  );
}
