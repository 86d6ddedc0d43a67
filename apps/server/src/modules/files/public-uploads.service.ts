/**
 * The upload link, for someone without an account: what the page shows (the request's message and
 * limits, the brand's look, the business's name — never anything about the folder's contents) and
 * receiving files. Wrong tokens are counted per source: after 10 on one link, or 50 on any links,
 * in 15 minutes that address is refused (429) for the rest of the window, while the real uploader
 * elsewhere still gets in. The link itself closes to everyone only past a much higher ceiling
 * (repo.WRONG_TOKEN_LIMIT).
 */
import { message } from '@ledgerdesk/domain';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { releaseAttempt, reserveAttempt } from '../auth/index.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { brandLogoUrl } from '../brands/index.js';
import { notify } from '../notifications/index.js';
import { cleanName } from './file-names.js';
import { LinkErrors } from './files.errors.js';
import type { FilesSettings } from './files.service.js';
import { insertIntoFolder, storeStaged } from './files.store.js';
import { ensureRoot } from './folders.defaults.js';
import * as folderRepo from './folders.repo.js';
import * as repo from './upload-requests.repo.js';
import { hashLinkToken } from './upload-requests.service.js';
import { stageUpload } from './upload-staging.js';

type OpenLink = NonNullable<Awaited<ReturnType<typeof repo.findPublic>>>;

const tokenMatches = (token: string, storedHash: string) => {
  const given = Buffer.from(hashLinkToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};

function assertOpen(request: Pick<repo.UploadRequestRow, 'status' | 'expiresAt'>): void {
  if (request.status === 'revoked') throw LinkErrors.revoked();
  if (request.expiresAt <= new Date()) throw LinkErrors.expired(request.expiresAt);
}

/** Wrong tokens one address may send to one link, and to all links, in a window. */
export const SOURCE_LINK_WRONG_TOKENS = 10;
export const SOURCE_WRONG_TOKENS = 50;

/**
 * Reserves one attempt for the source on this link and overall (login_failures, the sign-in
 * counters' table, so every node counts together); the attempts are given back when the token
 * proves right. Answers the keys to give back.
 */
async function reserveSourceAttempt(ctx: AppContext, id: string, ip: string): Promise<string[]> {
  const keys: Array<[string, number]> = [
    [`upload-link-ip:${id}|${ip}`, SOURCE_LINK_WRONG_TOKENS],
    [`upload-ip:${ip}`, SOURCE_WRONG_TOKENS],
  ];
  const reserved: string[] = [];
  for (const [key, max] of keys) {
    const attempt = await reserveAttempt(ctx.db, key, max, repo.WRONG_TOKEN_WINDOW_SECONDS);
    if (!attempt.reserved) {
      for (const done of reserved) await releaseAttempt(ctx.db, done);
      throw Errors.tooManyAttempts(attempt.retryAfterSeconds);
    }
    reserved.push(key);
  }
  return reserved;
}

/** The link's request once its token is proven, or the refusal: 404, 429, 403, then 410. */
async function openLink(ctx: AppContext, id: string, token: string, ip: string): Promise<OpenLink> {
  const link = await repo.findPublic(ctx.db, id);
  if (!link) throw Errors.notFound('Upload link');
  if (link.lockedForSeconds > 0) throw Errors.tooManyAttempts(link.lockedForSeconds);
  const reserved = await reserveSourceAttempt(ctx, id, ip);
  if (tokenMatches(token, link.request.tokenHash)) {
    for (const key of reserved) await releaseAttempt(ctx.db, key);
  } else {
    const counted = await command(ctx, null, async (cmd) => {
      const counted = await repo.countWrongToken(cmd.db, id);
      if (counted) await cmd.audit({ action: 'upload_request.token_refused', entity: 'upload_request', entityId: id, after: { ip } });
      return counted;
    });
    if (counted) throw LinkErrors.invalid();
    const locked = await repo.findPublic(ctx.db, id);
    throw Errors.tooManyAttempts(locked?.lockedForSeconds || repo.WRONG_TOKEN_WINDOW_SECONDS);
  }
  assertOpen(link.request);
  return link;
}

export async function viewPublicUploadRequest(ctx: AppContext, id: string, token: string, ip: string) {
  const link = await openLink(ctx, id, token, ip);
  return {
    message: link.request.message,
    expiresAt: link.request.expiresAt.toISOString(),
    maxFileSize: link.request.maxFileSize,
    maxFiles: link.request.maxFiles,
    brand: { name: link.brand.name, primaryColor: link.brand.primaryColor, logoUrl: brandLogoUrl(link.brand) },
    businessName: link.businessName,
  };
}

/**
 * `uploaderName` first, then the `file` parts. The answer lists the names as sent: a numbered
 * name would tell the sender what else is in the folder.
 */
export async function receivePublicUpload(ctx: AppContext, id: string, token: string, request: FastifyRequest, settings: FilesSettings) {
  const link = await openLink(ctx, id, token, request.ip);
  const remaining = link.request.maxFiles - (await repo.countReceived(ctx.db, id));
  if (remaining <= 0) throw LinkErrors.full(link.request.maxFiles);
  const staged = await stageUpload(request, settings.tempDir, { maxFileBytes: link.request.maxFileSize, maxFiles: remaining }, (fields) => {
    const name = cleanName(fields.uploaderName ?? '', '').slice(0, 200);
    if (!name) throw Errors.badRequest(message('files.uploaderName'));
    return Promise.resolve(name);
  });
  const uploaderName = staged.accepted;
  try {
    return await storeStaged(ctx, null, staged.files, async (cmd, stored) => {
      const current = await repo.lockUploadRequest(cmd.db, id);
      if (!current) throw Errors.notFound('Upload link');
      assertOpen(current);
      if ((await repo.countReceived(cmd.db, id)) + stored.length > current.maxFiles) throw LinkErrors.full(current.maxFiles);
      // A folder sent to the trash after the link went out: the files wait in the business's root.
      const owner = { type: 'business' as const, id: current.businessId };
      const folder =
        (await folderRepo.findFolder(cmd.db, current.folderId, { scope: undefined, forUpdate: true })) ??
        (await folderRepo.findRoot(cmd.db, owner, { forUpdate: true })) ??
        (await ensureRoot(cmd, owner, null));
      const rows = await insertIntoFolder(cmd.db, folder.id, stored, { uploadedBy: null, uploaderName, uploadRequestId: id });
      await cmd.audit({
        action: 'upload_request.files_received',
        entity: 'upload_request',
        entityId: id,
        after: {
          uploaderName,
          folderId: folder.id,
          files: rows.map((r) => ({ id: r.id, name: r.name, size: r.size, mimeType: r.mimeType })),
        },
      });
      if (current.createdBy) {
        await notify(cmd, {
          userIds: [current.createdBy],
          type: 'file_request',
          title: message('notifications.filesReceived', { uploader: uploaderName }),
          content: message('notifications.filesReceivedContent', {
            folder: folder.name,
            business: link.businessName,
            names: rows.map((r) => r.name).join(', '),
          }),
          meta: { businessId: current.businessId, businessName: link.businessName, uploadRequestId: id },
        });
      }
      return { received: stored.map((file) => ({ name: file.name, size: file.size })) };
    });
  } finally {
    await staged.discard();
  }
}
