/**
 * GET /metrics for Prometheus, only when METRICS_TOKEN is set and only to a caller that sends it
 * as a bearer token (401 otherwise): the figures tell how busy the practice is. Besides what
 * platform/metrics.ts records, each scrape reads the database pool and the sockets held here.
 */
import { timingSafeEqual } from 'node:crypto';
import type { App } from '../../platform/http.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetricsRoute(app: App, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const { metrics } = ctx;
  metrics.gauge(
    'ledgerdesk_db_pool_connections',
    'PostgreSQL pool connections by state (absent on PGlite)',
    'state',
    (): Record<string, number> => ({ ...ctx.database.poolStats() }),
  );
  metrics.gauge('ledgerdesk_sockets', 'Socket.IO sockets held by this node, by namespace', 'namespace', () => ctx.realtime.socketCounts());

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!sameToken(given, token)) throw Errors.unauthenticated();
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
