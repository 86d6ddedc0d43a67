import { message } from '@ledgerdesk/domain';
/**
 * Upload requests, staff side: create a link to one business folder (optionally mailed in the
 * brand's look), see what arrived, revoke, extend. The link carries 32 random bytes; only their
 * sha256 is stored, so neither the database nor this API can show the link again.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { brandLogoUrl } from '../brands/index.js';
import { businessScope } from '../businesses/businesses.scope.js';
import { folderScope, requireOwner } from './files.scope.js';
import * as folderRepo from './folders.repo.js';
import { buildUploadRequestMail } from './upload-requests.mail.js';
import { auditableUploadRequest, presentUploadRequest } from './upload-requests.presenter.js';
import * as repo from './upload-requests.repo.js';
import type { CreateUploadRequestInput, UploadRequestDetailDto, UploadRequestDto } from './upload-requests.schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

async function mustFindView(ctx: AppContext, actor: AuthUser, id: string, db = ctx.db): Promise<repo.UploadRequestView> {
  const view = await repo.findView(db, id, businessScope(actor));
  if (!view) throw Errors.notFound('Upload request');
  return view;
}

export async function createUploadRequest(ctx: AppContext, actor: AuthUser, input: CreateUploadRequestInput, maxFileBytes: number) {
  return command(ctx, actor, (cmd) => addUploadRequest(cmd, ctx.config.appUrl, actor, input, maxFileBytes));
}

/**
 * Creates an upload request as a step of the actor's command (chat sends one into a channel in
 * the same command as its message). Answers the request with its one-time `link`.
 */
export async function addUploadRequest(
  cmd: Command,
  appUrl: string,
  actor: AuthUser,
  input: CreateUploadRequestInput,
  maxFileBytes: number,
) {
  const maxFileSize = input.maxFileSize ?? maxFileBytes;
  if (maxFileSize > maxFileBytes) throw Errors.badRequest(message('files.maxFileSize', { maxFileBytes }));
  await requireOwner(cmd.db, actor, 'business', input.businessId);
  const folder = await folderRepo.findFolder(cmd.db, input.folderId, { scope: folderScope(actor) });
  if (!folder) throw Errors.notFound('Folder');
  if (folder.ownerType !== 'business' || folder.ownerId !== input.businessId) throw Errors.unprocessable(message('files.folderOfBusiness'));
  const token = randomBytes(32).toString('base64url');
  const row = await repo.insertUploadRequest(cmd.db, {
    businessId: input.businessId,
    folderId: folder.id,
    tokenHash: hashLinkToken(token),
    message: input.message,
    expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
    maxFileSize,
    maxFiles: input.maxFiles,
    createdBy: actor.id,
  });
  const link = `${appUrl}/upload-request/${row.id}?token=${token}`;
  await cmd.audit({
    action: 'upload_request.created',
    entity: 'upload_request',
    entityId: row.id,
    after: { ...auditableUploadRequest(row), emailedTo: input.email ?? null },
  });
  if (input.email) {
    const look = await repo.findPublic(cmd.db, row.id);
    if (!look) throw new Error('upload request vanished inside its transaction');
    const logo = brandLogoUrl(look.brand);
    const mail = buildUploadRequestMail({
      to: input.email,
      link,
      message: row.message,
      expiresAt: row.expiresAt,
      businessName: look.businessName,
      senderName: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
      brand: { name: look.brand.name, primaryColor: look.brand.primaryColor, logoUrl: logo ? `${appUrl}${logo}` : null },
      language: await repo.mailLanguage(cmd.db, input.email, actor.id),
    });
    // After the commit: a link is never mailed for a request that does not exist.
    cmd.afterCommit((after) => after.mailer.send(mail));
  }
  const view = await repo.findView(cmd.db, row.id, businessScope(actor));
  if (!view) throw new Error('upload request vanished inside its transaction');
  return { ...presentUploadRequest(view), link, emailedTo: input.email ?? null };
}

export async function getUploadRequest(ctx: AppContext, actor: AuthUser, id: string): Promise<UploadRequestDetailDto> {
  const view = await mustFindView(ctx, actor, id);
  const received = await repo.listReceived(ctx.db, id);
  return {
    ...presentUploadRequest(view),
    received: received.map((f) => ({
      id: f.id,
      name: f.name,
      size: f.size,
      mimeType: f.mimeType,
      uploaderName: f.uploaderName,
      createdAt: f.createdAt.toISOString(),
      deleted: f.deletedAt !== null,
    })),
  };
}

export async function listUploadRequests(ctx: AppContext, actor: AuthUser, businessId: string, query: ListQuery) {
  await requireOwner(ctx.db, actor, 'business', businessId);
  return page(await repo.listViews(ctx.db, { businessId }, query.skip, query.limit), query);
}

/** Every request of the businesses in the caller's scope: the staff list at /upload-request. */
export async function listScopedUploadRequests(ctx: AppContext, actor: AuthUser, query: ListQuery) {
  return page(await repo.listViews(ctx.db, { scope: businessScope(actor) }, query.skip, query.limit), query);
}

type ListQuery = { skip: number; limit: number };

const page = ({ rows, total }: { rows: repo.UploadRequestView[]; total: number }, query: ListQuery) => ({
  data: rows.map(presentUploadRequest),
  pagination: { skip: query.skip, limit: query.limit, total },
});

/** Revoking a revoked link changes nothing and records nothing. */
export async function revokeUploadRequest(ctx: AppContext, actor: AuthUser, id: string): Promise<UploadRequestDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await mustFindView(ctx, actor, id, db);
    const row = await repo.lockUploadRequest(db, id);
    if (row && row.status !== 'revoked') {
      await repo.updateUploadRequest(db, id, { status: 'revoked', revokedAt: new Date() });
      await cmd.audit({
        action: 'upload_request.revoked',
        entity: 'upload_request',
        entityId: id,
        before: auditableUploadRequest(row),
      });
    }
    return presentUploadRequest(await mustFindView(ctx, actor, id, db));
  });
}

/** `days` more from the current expiry, or from now for a link that has already expired. */
export async function extendUploadRequest(ctx: AppContext, actor: AuthUser, id: string, days: number): Promise<UploadRequestDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await mustFindView(ctx, actor, id, db);
    const row = await repo.lockUploadRequest(db, id);
    if (!row) throw Errors.notFound('Upload request');
    if (row.status === 'revoked') throw Errors.conflict(message('files.revokedLinkExtend'));
    const expiresAt = new Date(Math.max(row.expiresAt.getTime(), Date.now()) + days * DAY_MS);
    await repo.updateUploadRequest(db, id, { expiresAt });
    await cmd.audit({
      action: 'upload_request.extended',
      entity: 'upload_request',
      entityId: id,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: expiresAt.toISOString() },
    });
    return presentUploadRequest(await mustFindView(ctx, actor, id, db));
  });
}
