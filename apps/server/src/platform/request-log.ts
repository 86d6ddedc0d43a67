/**
 * One line per request, written when the answer has gone, under the request's id (a UUID, so
 * lines from several nodes never share one; sent back as `x-request-id` for a person to quote).
 * It replaces Fastify's own lines: "incoming request", "request completed" and "route not found"
 * were two or three a request, and the status and route were only on the last.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { App } from './http.js';

export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line says all of it.
  }

  override routeNotFound(): void {
    // The completed line carries the 404.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

export function registerRequestId(app: App): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
}
