/**
 * Text no field may hold, refused for every route at once: a NUL byte (PostgreSQL text cannot
 * store it, so the insert failed as a 500) and a lone UTF-16 surrogate (not a character at all;
 * it cannot be written as UTF-8 and came back altered). Checked before the route's own schema,
 * and after the guard, so a caller who may not use the route still learns nothing of it.
 */
import { ErrorCode } from '@ledgerdesk/domain';
import type { FastifyInstance } from 'fastify';

const MAX_DEPTH = 64;
/** A high surrogate not followed by a low one, or a low one without its high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isHostile = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path (a.b.0) of the first unacceptable string in `value`, or undefined. */
function findHostileText(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return isHostile(value) ? path : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isHostile(key)) return [...path, key];
    const found = findHostileText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerHostileTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findHostileText(part);
      if (!found) continue;
      const path = found.join('.');
      const message = 'Text may not contain NUL bytes or unpaired surrogates.';
      return reply.status(400).send({
        message: path ? `${path}: ${message}` : message,
        statusCode: 400,
        code: ErrorCode.VALIDATION,
        issues: [{ path, message }],
      });
    }
  });
}
