/**
 * The information panel's files of a channel: what was attached to its messages (received) and
 * the file requests sent into it with what has arrived through each link (requested).
 */
import { fullName } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { accessibleChannel } from './chat.access.js';
import { receivedFiles, requestedFiles, type ReceivedFileRow, type RequestedFileRow } from './chat.files.js';
import type { ChannelFilesDto } from './chat.schema.js';

type Person = { authorId: string | null; authorFirstName: string | null; authorLastName: string | null };

const personOf = (row: Person) =>
  row.authorId && row.authorFirstName !== null && row.authorLastName !== null
    ? { id: row.authorId, name: fullName({ firstName: row.authorFirstName, lastName: row.authorLastName }) }
    : null;

/** The same three states the files module shows for an upload request. */
function requestStatus(request: RequestedFileRow['request'], now: Date): 'open' | 'expired' | 'revoked' {
  if (request.status === 'revoked') return 'revoked';
  return request.expiresAt <= now ? 'expired' : 'open';
}

function presentReceived(row: ReceivedFileRow): ChannelFilesDto['received'][number] {
  return {
    fileId: row.fileId,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    messageId: row.messageId,
    sentBy: personOf(row),
    sentAt: row.sentAt.toISOString(),
    deleted: row.fileDeletedAt !== null,
  };
}

function presentRequested(row: RequestedFileRow, now: Date): ChannelFilesDto['requested'][number] {
  return {
    messageId: row.messageId,
    uploadRequestId: row.request.id,
    message: row.body,
    requestedBy: personOf(row),
    requestedAt: row.requestedAt.toISOString(),
    status: requestStatus(row.request, now),
    expiresAt: row.request.expiresAt.toISOString(),
    folderId: row.request.folderId,
    folderName: row.folderName,
    received: row.received.map((f) => ({
      fileId: f.fileId,
      name: f.name,
      size: Number(f.size),
      mimeType: f.mimeType,
      uploaderName: f.uploaderName,
      receivedAt: new Date(f.receivedAt).toISOString(),
      deleted: f.deleted,
    })),
  };
}

export async function listChannelFiles(ctx: AppContext, user: AuthUser, channelId: string, limit: number): Promise<ChannelFilesDto> {
  const channel = await accessibleChannel(ctx.db, user, channelId);
  const [received, requested] = await Promise.all([receivedFiles(ctx.db, channel.id, limit), requestedFiles(ctx.db, channel.id, limit)]);
  const now = new Date();
  return { received: received.map(presentReceived), requested: requested.map((row) => presentRequested(row, now)) };
}
