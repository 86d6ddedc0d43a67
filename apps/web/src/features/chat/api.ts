/** Chat calls: channels with their news, the feed and search, posting, edits, reads, files and file requests. */
import { z } from 'zod';
import { api, request } from '../../app/http/client';
import { downloadPath, previewPath } from '../files/api';
import { fetchBlob } from '../files/transfer';

/** The server's file limit (25 MB): checked before uploading, so the user learns it at once. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const MESSAGE_PAGE_SIZE = 30;

const memberSchema = z.object({ id: z.string(), name: z.string(), initials: z.string(), avatar: z.string().nullable(), roleId: z.number() });
export type ChatMember = z.infer<typeof memberSchema>;

const attachmentSchema = z.object({ fileId: z.string(), name: z.string(), size: z.number(), mimeType: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.number(),
  channelId: z.string(),
  kind: z.enum(['text', 'file_request']),
  body: z.string(),
  author: memberSchema.omit({ roleId: true }).nullable(),
  mentions: z.array(z.object({ userId: z.string(), name: z.string() })),
  attachments: z.array(attachmentSchema),
  uploadRequestId: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

const channelSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  kind: z.enum(['group', 'single']),
  name: z.string(),
  news: z.number().nullable(),
  mentions: z.number(),
  lastMessage: z.object({ id: z.number(), preview: z.string(), authorName: z.string().nullable(), createdAt: z.string() }).nullable(),
  members: z.array(memberSchema),
});
export type Channel = z.infer<typeof channelSchema>;

const unreadItemSchema = z.object({ channelId: z.string(), businessId: z.string(), count: z.number() });
export type UnreadItem = z.infer<typeof unreadItemSchema>;

const pageSchema = z.object({ data: z.array(messageSchema), nextBefore: z.number().nullable() });
export type MessagePage = z.infer<typeof pageSchema>;

const person = z.object({ id: z.string(), name: z.string() }).nullable();
const filesSchema = z.object({
  received: z.array(attachmentSchema.extend({ messageId: z.number(), sentBy: person, sentAt: z.string(), deleted: z.boolean() })),
  requested: z.array(
    z.object({
      messageId: z.number(),
      uploadRequestId: z.string(),
      message: z.string(),
      requestedBy: person,
      requestedAt: z.string(),
      status: z.enum(['open', 'expired', 'revoked']),
      expiresAt: z.string(),
      folderName: z.string(),
      received: z.array(attachmentSchema.extend({ uploaderName: z.string().nullable(), receivedAt: z.string(), deleted: z.boolean() })),
    }),
  ),
});
export type ChannelFiles = z.infer<typeof filesSchema>;

const folderSchema = z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string(), isRoot: z.boolean() });
export type ChatFolder = z.infer<typeof folderSchema>;

const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema });
const channelPath = (id: string, rest = '') => `/api/v1/channels/${encodeURIComponent(id)}${rest}`;

export async function fetchChannels(businessId: string, signal?: AbortSignal): Promise<Channel[]> {
  return (await api(data(z.array(channelSchema)), '/api/v1/channels', { query: { businessId }, signal })).data;
}

export async function fetchUnread(signal?: AbortSignal): Promise<UnreadItem[]> {
  return (await api(data(z.array(unreadItemSchema)), '/api/v1/channels/unread', { signal })).data;
}

export async function openSingleChannel(businessId: string, userId: string): Promise<Channel> {
  return (await api(data(channelSchema), '/api/v1/channels', { method: 'POST', body: { businessId, userId } })).data;
}

export function fetchMessages(channelId: string, query: { before?: number | undefined; q?: string | undefined }, signal?: AbortSignal): Promise<MessagePage> {
  return api(pageSchema, channelPath(channelId, '/messages'), { query: { ...query, limit: MESSAGE_PAGE_SIZE }, signal });
}

export interface NewMessage {
  body: string;
  mentions?: string[];
  attachments?: string[];
}

export async function postMessage(channelId: string, message: NewMessage): Promise<ChatMessage> {
  return (await api(data(messageSchema), channelPath(channelId, '/messages'), { method: 'POST', body: message })).data;
}

export async function editMessage(id: number, change: { body: string; mentions: string[] }): Promise<ChatMessage> {
  return (await api(data(messageSchema), `/api/v1/messages/${id}`, { method: 'PATCH', body: change })).data;
}

export async function deleteMessage(id: number): Promise<void> {
  await request(`/api/v1/messages/${id}`, { method: 'DELETE' });
}

export async function readChannel(channelId: string, lastMessageId?: number): Promise<number> {
  const answer = await api(data(z.object({ count: z.number() })), channelPath(channelId, '/read'), { method: 'POST', body: lastMessageId ? { lastMessageId } : {} });
  return answer.data.count;
}

export async function fetchChannelFiles(channelId: string, signal?: AbortSignal): Promise<ChannelFiles> {
  return (await api(data(filesSchema), channelPath(channelId, '/files'), { signal })).data;
}

export interface FileRequestInput {
  folderId?: string | undefined;
  message: string;
  expiresInDays: number;
}

export async function sendFileRequest(channelId: string, input: FileRequestInput): Promise<ChatMessage> {
  const answer = await api(data(z.object({ message: messageSchema })), channelPath(channelId, '/file-requests'), { method: 'POST', body: input });
  return answer.data.message;
}

export async function fetchBusinessFolders(businessId: string, signal?: AbortSignal): Promise<ChatFolder[]> {
  return (await api(data(z.array(folderSchema)), '/api/v1/folders', { query: { ownerType: 'business', ownerId: businessId }, signal })).data;
}

/** Stores files in a folder of the business, answering their ids to attach. */
export async function uploadAttachments(folderId: string, files: readonly File[]): Promise<Attachment[]> {
  const form = new FormData();
  form.append('folderId', folderId);
  for (const file of files) form.append('file', file);
  const answer = await api(data(z.array(z.object({ id: z.string(), name: z.string(), size: z.number(), mimeType: z.string() }))), '/api/v1/files', {
    method: 'POST',
    body: form,
  });
  return answer.data.map((f) => ({ fileId: f.id, name: f.name, size: f.size, mimeType: f.mimeType }));
}

/** Previews and downloads need the bearer header, which neither an <img> nor a link can carry. */
export const fetchPreview = (fileId: string, signal?: AbortSignal) => fetchBlob(previewPath(fileId), signal);
export const fetchDownload = (fileId: string) => fetchBlob(downloadPath(fileId));
