/** Builds the Fastify application: platform plugins, the guard, every module, and the web app. */
import { ErrorCode, errorCodeForStatus, message, renderMessage } from '@ledgerdesk/domain';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import Fastify, { type FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authenticateSession, registerGuard } from './platform/auth/guard.js';
import type { AppContext } from './platform/context.js';
import { registerHostileTextCheck } from './platform/hostile-text.js';
import type { App } from './platform/http.js';
import { translateDbError } from './platform/db/errors.js';
import { registerCompression, registerWebApp } from './platform/delivery.js';
import { AppError, INTERNAL_ERROR, translateStorageError } from './platform/errors.js';
import { requestLanguage } from './platform/language.js';
import { registerRequestMetrics } from './platform/metrics.js';
import { documentApi, documentRoute } from './platform/openapi.js';
import { registerRequestId, RequestLog } from './platform/request-log.js';
import { registerModules } from './modules/index.js';
import { loadSessionUser } from './modules/auth/index.js';
import { StorageUnavailableError } from './platform/storage/index.js';

export async function buildApp(ctx: AppContext): Promise<App> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: process.env.TRUST_PROXY === 'true',
    logController: new RequestLog(),
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Built once: the fastify plugin rebuilt the middleware (and reparsed the policy) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The file manager previews PDFs it fetched with the bearer token as blob URLs.
        'frame-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'frame-ancestors': ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  registerRequestId(app);
  registerRequestMetrics(app, ctx.metrics);
  await registerCompression(app, ctx.config);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: ctx.config.maxUploadBytes, files: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ledgerdesk API',
        version: '1.0.0',
        description: 'Amounts are integer cents.',
        license: { name: 'Proprietary', url: 'https://ledgerdesk.example/terms' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    transformObject: documentApi,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      // English keeps the schema's own words; other languages name the field in a sentence of theirs.
      const said = !first
        ? message('errors.invalidRequest')
        : first.path
          ? message('errors.invalidField', { field: first.path, problem: first.message })
          : message('errors.invalidBody', { problem: first.message });
      return reply.status(400).send({ message: renderMessage(language, said), statusCode: 400, code: ErrorCode.VALIDATION, issues });
    }
    if (error instanceof StorageUnavailableError) request.log.error({ err: error }, 'file storage unavailable');
    // The storage first: its own error class is certain, while a lost socket looks alike to both.
    const known = error instanceof AppError ? error : (translateStorageError(error) ?? translateDbError(error));
    if (known) {
      const retry = (known.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (retry) void reply.header('retry-after', String(retry));
      // Details are the service's own words (a 409 asking for confirmation says of how many lines), never internals.
      const details = known.details === undefined ? {} : { details: known.details };
      return reply
        .status(known.statusCode)
        .send({ message: known.say(language), statusCode: known.statusCode, code: known.code, ...details });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: error.message, statusCode: status, code: errorCodeForStatus(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: renderMessage(language, INTERNAL_ERROR), statusCode: 500, code: ErrorCode.INTERNAL });
  });

  const loadUser = (userId: string, sessionId: string) => loadSessionUser(ctx.db, userId, sessionId);
  registerGuard(app, ctx.tokens, loadUser);
  registerHostileTextCheck(app);
  await ctx.realtime.attach(app, (token) => authenticateSession(token, ctx.tokens, loadUser));
  // Before the modules' own ready hooks, which may queue their first jobs; stopped before the
  // database closes, letting running jobs finish.
  app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('onClose', () => ctx.jobs.stop());
  await registerModules(app, ctx);
  registerWebApp(app, ctx.config);
  return app;
}
