import { message } from '@ledgerdesk/domain';
/**
 * Sending a file's bytes. Downloads are always attachments with nosniff and a sandboxing CSP, so
 * an uploaded HTML page can never run as this site; previews are inline, and only for the image
 * and PDF types detected at upload (HTML and SVG are refused). One byte range may be asked for
 * (resumed downloads, PDF viewers), streamed from storage like the whole file.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/guard.js';
import { parseByteRange } from '../../platform/byte-range.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { isPreviewable } from './content-type.js';
import { contentDisposition } from './file-names.js';
import * as repo from './files.repo.js';
import { folderScope } from './files.scope.js';

export async function sendFile(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'attachment' | 'inline',
): Promise<FastifyReply> {
  const file = await repo.findFile(ctx.db, id, { scope: folderScope(actor), state: 'live' });
  if (!file) throw Errors.notFound('File');
  if (kind === 'inline' && !isPreviewable(file.mimeType)) {
    throw Errors.unsupportedMediaType(message('files.previewType'));
  }
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).header('accept-ranges', 'bytes').send();
  }
  const bytes = await ctx.storage.read(file.storageKey, range);
  if (!bytes) {
    ctx.log.error({ fileId: file.id }, 'stored bytes of a live file are missing');
    throw Errors.notFound('File');
  }
  void reply
    .header('content-type', file.mimeType)
    .header('content-length', String(range ? range.end - range.start + 1 : file.size))
    .header('content-disposition', contentDisposition(kind, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store');
  if (range) void reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  if (kind === 'attachment') void reply.header('content-security-policy', "default-src 'none'; sandbox");
  return reply.send(bytes);
}
