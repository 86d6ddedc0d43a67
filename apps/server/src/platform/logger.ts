/**
 * The process's one logger (pino, JSON lines). Nothing secret may reach a line: request lines
 * carry the method, the URL with any `token=` in its query string replaced, the route pattern
 * and the status, never headers or bodies; and the names below are blanked wherever a caller
 * logs an object holding them (one level deep), a second net under the first.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';

const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'authorization', 'cookie', 'secret'];

/** Links carry single-use tokens in their query string (reset, activation, upload requests). */
export const redactUrl = (url: string | undefined) => url?.replace(/([?&]token=)[^&]*/g, '$1[redacted]');

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
      serializers: {
        req: (req: { method?: string; url?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
    },
    destination,
  );
}
