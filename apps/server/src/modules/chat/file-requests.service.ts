/**
 * File requests into a channel: an upload request for the channel's business and the message
 * that carries its link, in one command, so the client member can upload from the chat and
 * there is never a request without its message (or a message pointing at nothing).
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { addUploadRequest, ensureRoot } from '../files/index.js';
import { accessibleChannel } from './chat.access.js';
import type { FileRequestInput } from './chat.schema.js';
import { writeMessage } from './messages.service.js';

/** The message shows the staff's words, then the link on its own line (rendered as a link). */
export const fileRequestBody = (message: string, link: string): string => (message ? `${message}\n${link}` : link);

export async function sendFileRequest(ctx: AppContext, actor: AuthUser, channelId: string, input: FileRequestInput) {
  return command(ctx, actor, async (cmd) => {
    const channel = await accessibleChannel(cmd.db, actor, channelId);
    const business = channel.business.id;
    const folderId = input.folderId ?? (await ensureRoot(cmd, { type: 'business', id: business }, actor.id)).id;
    const request = await addUploadRequest(
      cmd,
      ctx.config.appUrl,
      actor,
      { businessId: business, folderId, message: input.message, expiresInDays: input.expiresInDays, maxFiles: input.maxFiles },
      ctx.live.maxUploadBytes,
    );
    const message = await writeMessage(cmd, actor, channel, {
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
