import { message } from '@ledgerdesk/domain';
/**
 * POST/DELETE /api/v1/me/avatar, and the public GET /api/v1/avatars/:key (an <img> cannot send
 * a bearer header; keys are random uuids).
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { AVATAR_MAX_BYTES } from './avatar.image.js';
import { readAvatar, removeAvatar, uploadAvatar } from './avatar.service.js';
import { avatarParamsSchema, meAnswerSchema } from './me.schema.js';

const errorCode = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** The bytes of the one file field `file`, refused past 2 MB before anything is stored. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw Errors.badRequest(message('users.avatarMultipart'));
  const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw Errors.badRequest(message('users.avatarField'));
  try {
    return await part.toBuffer();
  } catch (err) {
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw Errors.tooLarge(message('users.avatarTooLarge'));
    throw err;
  }
}

export function registerAvatarRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v1/me/avatar',
    {
      config: { access: 'account:self' },
      schema: { summary: 'Upload my avatar', tags: ['account'], consumes: ['multipart/form-data'], response: { 200: meAnswerSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await uploadAvatar(ctx, user.id, await readUpload(request)) };
    },
  );

  app.delete(
    '/api/v1/me/avatar',
    { config: { access: 'account:self' }, schema: { summary: 'Remove my avatar', tags: ['account'], response: { 200: meAnswerSchema } } },
    async (request) => ({ data: await removeAvatar(ctx, currentUser(request).id) }),
  );

  app.get(
    '/api/v1/avatars/:key',
    {
      config: { access: 'public' },
      schema: { summary: 'Get an avatar image', tags: ['account'], security: [], params: avatarParamsSchema },
    },
    async (request, reply) => {
      const { bytes, type } = await readAvatar(ctx, request.params.key);
      // A new upload gets a new key, so the bytes behind one key never change.
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(bytes);
    },
  );
}
