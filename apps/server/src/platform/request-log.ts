/**
 * One line per request, written when the answer has gone, under the request's id (a UUID, so
 * lines from several nodes never share one; sent back as `x-request-id` for a person to quote).
 * Fastify's own two lines a request are turned off in app.ts.
 */
import type { App } from './http.js';

export function registerRequestLog(app: App): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });
}
