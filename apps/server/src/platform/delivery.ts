/**
 * How answers travel to browsers: compressed in production, and the built web app with caching
 * that fits each kind of file. Vite names what it writes under assets/ by a hash of the
 * content, so those never change and are cached for a year; index.html names the current
 * ones, so browsers ask again every time.
 */
import { ErrorCode } from '@ledgerdesk/domain';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import type { App } from './http.js';
import { serverRoot } from './paths.js';

/**
 * Text only: @fastify/compress's own list less octet-stream (a file whose type the upload could
 * not tell may well be an archive) and never event streams, which must reach the client as they
 * are written. PNG, PDF, ZIP and XLSX are compressed already and mime-db says so.
 * Socket.IO answers outside Fastify and is untouched.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript(?:;|$)/;

export async function registerCompression(app: App, config: Config): Promise<void> {
  if (config.env !== 'production') return;
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: COMPRESSIBLE });
}

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
const CACHE_OTHER = 'public, max-age=3600';

/** Serves the built SPA; any unknown non-API GET answers index.html so client routing works. */
export function registerWebApp(app: App, config: Config): void {
  const root = config.webDist ?? path.resolve(serverRoot, '../web/dist');
  const hasWeb = existsSync(path.join(root, 'index.html'));
  // Source maps would hand the whole client source to anyone; in development they help.
  const refuseMaps = config.env === 'production';
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathname) => !(refuseMaps && pathname.endsWith('.map')),
      setHeaders: (reply, file) => {
        const relative = path.relative(root, file);
        const policy = relative === 'index.html' ? 'no-cache' : relative.startsWith(`assets${path.sep}`) ? CACHE_HASHED : CACHE_OTHER;
        void reply.header('cache-control', policy);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the app; a missing built file (an old chunk name) must 404 so the
    // web's chunk-reload logic sees a real failure instead of HTML served as JavaScript.
    const pathname = request.url.split('?', 1)[0] ?? '';
    const isPage = request.method === 'GET' && !/^\/(api|socket\.io|assets)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
    if (hasWeb && isPage) return reply.sendFile('index.html');
    return reply.status(404).send({ message: 'Not found.', statusCode: 404, code: ErrorCode.NOT_FOUND });
  });
}
