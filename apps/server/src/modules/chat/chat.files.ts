import { message } from '@ledgerdesk/domain';
/**
 * The one place chat touches the files module: which files may be attached to a business's
 * messages, and a channel's received and requested files. An attachment is a file already
 * stored in the business's own folder tree (uploaded there first), live, in a folder whose every
 * ancestor is live too.
 */
import { and, asc, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { files, folders, uploadRequests } from '../files/index.js';
import { users } from '../users/index.js';
import { messageAttachments, messages } from './chat.tables.js';

export interface AttachmentRow {
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
}

/** A message's attachments as JSON, for the one query that reads a page of messages. */
export function attachmentsOfMessage(messageId: SQLWrapper): SQL<AttachmentRow[]> {
  return sql<AttachmentRow[]>`coalesce((
    select json_agg(json_build_object('fileId', f.id, 'name', f.name, 'size', f.size, 'mimeType', f.mime_type))
    from ${messageAttachments} ma join ${files} f on f.id = ma.file_id
    where ma.message_id = ${messageId}), '[]'::json)`;
}

export async function attachableFiles(db: Db, businessId: string, fileIds: readonly string[]): Promise<AttachmentRow[]> {
  if (fileIds.length === 0) return [];
  const result = await db.execute(sql`
    with recursive chain as (
      select f.id as file_id, d.id as folder_id, d.parent_id, d.owner_type, d.owner_id, d.deleted_at
      from ${files} f join ${folders} d on d.id = f.folder_id
      where f.id in ${[...fileIds]} and f.deleted_at is null
      union all
      select chain.file_id, p.id, p.parent_id, p.owner_type, p.owner_id, p.deleted_at
      from chain join ${folders} p on p.id = chain.parent_id
    )
    select f.id as "fileId", f.name, f.size, f.mime_type as "mimeType" from ${files} f
    where f.id in (select file_id from chain group by file_id
      having bool_and(deleted_at is null) and bool_and(owner_type = 'business' and owner_id = ${businessId}))`);
  return result.rows.map((row) => ({
    fileId: String(row.fileId),
    name: String(row.name),
    size: Number(row.size),
    mimeType: String(row.mimeType),
  }));
}

/** Every file must be attachable; one that is not (or not visible) refuses the whole message. */
export async function assertAttachable(db: Db, businessId: string, fileIds: readonly string[]): Promise<AttachmentRow[]> {
  const unique = [...new Set(fileIds)];
  const found = await attachableFiles(db, businessId, unique);
  const missing = unique.filter((id) => !found.some((f) => f.fileId === id));
  if (missing.length > 0) throw Errors.badRequest(message('chat.attachmentsInBusiness'), { fileIds: missing });
  return found;
}

export interface ReceivedFileRow {
  messageId: number;
  sentAt: Date;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
  fileDeletedAt: Date | null;
}

/** Files attached to the channel's live messages, newest message first. */
export function receivedFiles(db: Db, channelId: string, limit: number): Promise<ReceivedFileRow[]> {
  return db
    .select({
      messageId: messages.id,
      sentAt: messages.createdAt,
      authorId: messages.authorId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      fileId: files.id,
      name: files.name,
      size: files.size,
      mimeType: files.mimeType,
      fileDeletedAt: files.deletedAt,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(and(eq(messages.channelId, channelId), isNull(messages.deletedAt)))
    .orderBy(desc(messages.id), asc(files.name), asc(files.id))
    .limit(limit);
}

export interface RequestReceivedRow {
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
  uploaderName: string | null;
  receivedAt: string;
  deleted: boolean;
}

const receivedThroughRequest = sql<RequestReceivedRow[]>`coalesce((
  select json_agg(json_build_object('fileId', f.id, 'name', f.name, 'size', f.size, 'mimeType', f.mime_type,
    'uploaderName', f.uploader_name, 'receivedAt', f.created_at, 'deleted', f.deleted_at is not null) order by f.created_at, f.id)
  from ${files} f where f.upload_request_id = ${uploadRequests.id}), '[]'::json)`;

/** The channel's live file-request messages with their upload requests, newest first. */
export function requestedFiles(db: Db, channelId: string, limit: number) {
  return db
    .select({
      messageId: messages.id,
      body: messages.body,
      requestedAt: messages.createdAt,
      authorId: messages.authorId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      request: {
        id: uploadRequests.id,
        status: uploadRequests.status,
        expiresAt: uploadRequests.expiresAt,
        folderId: uploadRequests.folderId,
      },
      folderName: folders.name,
      received: receivedThroughRequest,
    })
    .from(messages)
    .innerJoin(uploadRequests, eq(uploadRequests.id, messages.uploadRequestId))
    .innerJoin(folders, eq(folders.id, uploadRequests.folderId))
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(and(eq(messages.channelId, channelId), eq(messages.kind, 'file_request'), isNull(messages.deletedAt)))
    .orderBy(desc(messages.id))
    .limit(limit);
}

export type RequestedFileRow = Awaited<ReturnType<typeof requestedFiles>>[number];
