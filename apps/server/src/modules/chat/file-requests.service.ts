/**
 * File requests into a channel: an upload request for the channel's business and the message
 * that carries its link, in one transaction, so the client member can upload from the chat and
 * there is never a request without its message (or a message pointing at nothing).
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/realtime/index.js';
import { createUploadRequestInTx, ensureRoot } from '../files/index.js';
import { accessibleChannel } from './chat.access.js';
import type { FileRequestInput } from './chat.schema.js';
import { writeMessage } from './messages.service.js';

/** The message shows the staff's words, then the link on its own line (rendered as a link). */
export const fileRequestBody = (message: string, link: string): string => (message ? `${message}\n${link}` : link);

export async function sendFileRequest(ctx: AppContext, actor: AuthUser, channelId: string, input: FileRequestInput) {
  return inTransaction(ctx, async (tx) => {
    const channel = await accessibleChannel(tx.db, actor, channelId);
    const business = channel.business.id;
    const folderId = input.folderId ?? (await ensureRoot(tx.db, { type: 'business', id: business }, actor.id)).id;
    const request = await createUploadRequestInTx(
      tx,
      ctx.config.appUrl,
      actor,
      { businessId: business, folderId, message: input.message, expiresInDays: input.expiresInDays, maxFiles: input.maxFiles },
      ctx.config.maxUploadBytes,
    );
    const message = await writeMessage(tx, actor, channel, {
      kind: 'file_request',
      body: fileRequestBody(input.message, request.link),
      mentions: [],
      attachments: [],
      uploadRequestId: request.id,
    });
    const { id, link, folderName, expiresAt } = request;
    return { message, uploadRequest: { id, link, folderId: request.folderId, folderName, expiresAt } };
  });
}
