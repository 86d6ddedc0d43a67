/** Builds the Fastify application: platform plugins, the guard, every module, and the web app. */
import { ErrorCode, errorCodeForStatus, languageFromHeader, renderMessage } from '@ledgerdesk/domain';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
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
import { AppError, INTERNAL_ERROR, translateStorageError } from './platform/errors.js';
import { documentApi, documentRoute } from './platform/openapi.js';
import { registerModules } from './modules/index.js';
import { loadAuthUser } from './modules/users/index.js';
import { StorageUnavailableError } from './platform/storage/index.js';

export async function buildApp(ctx: AppContext): Promise<App> {
  const app = Fastify({ loggerInstance: ctx.log, trustProxy: process.env.TRUST_PROXY === 'true' }).withTypeProvider<ZodTypeProvider>();
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
    // The web sends its UI language; other callers get English.
    const language = languageFromHeader(request.headers['accept-language']) ?? 'en';
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request.';
      return reply.status(400).send({ message, statusCode: 400, code: ErrorCode.VALIDATION, issues });
    }
    if (error instanceof StorageUnavailableError) request.log.error({ err: error }, 'file storage unavailable');
    const known = error instanceof AppError ? error : (translateDbError(error) ?? translateStorageError(error));
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

  const loadUser = (id: string) => loadAuthUser(ctx.db, id);
  registerGuard(app, ctx.tokens, loadUser);
  registerHostileTextCheck(app);
  await ctx.realtime.attach(app, (token) => authenticateSession(token, ctx.tokens, loadUser));
  await registerModules(app, ctx);
  registerWebApp(app, ctx.config.webDist);
  return app;
}

/** Serves the built SPA; any unknown non-API GET answers index.html so client routing works. */
function registerWebApp(app: App, webDist: string | undefined): void {
  const root = webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) void app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the app; a missing built file (an old chunk name) must 404 so the
    // web's chunk-reload logic sees a real failure instead of HTML served as JavaScript.
    const pathname = request.url.split('?', 1)[0] ?? '';
    const isPage = request.method === 'GET' && !/^\/(api|socket\.io|assets)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
    if (hasWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: 'Not found.', statusCode: 404, code: ErrorCode.NOT_FOUND });
  });
}
