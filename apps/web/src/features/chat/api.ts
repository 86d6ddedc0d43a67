/** Chat calls: channels with their news, the feed and search, posting, edits, reads, files and file requests. */
import {
  chatChannelAnswerSchema,
  chatChannelFilesAnswerSchema,
  chatChannelListAnswerSchema,
  chatFileRequestAnswerSchema,
  chatMessageAnswerSchema,
  chatMessagePageSchema,
  chatReadAnswerSchema,
  chatUnreadAnswerSchema,
  treeAnswerSchema,
  uploadAnswerSchema,
  type ChatAttachmentDto,
  type ChatChannelDto,
  type ChatChannelFilesDto,
  type ChatMemberDto,
  type ChatMessageDto,
  type ChatMessagePageDto,
  type ChatUnreadItemDto,
  type FolderDto,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';
import { downloadPath, previewPath } from '../files/api';
import { fetchBlob } from '../files/transfer';

/** The server's file limit (25 MB): checked before uploading, so the user learns it at once. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const MESSAGE_PAGE_SIZE = 30;

export type ChatMember = ChatMemberDto;
export type Attachment = ChatAttachmentDto;
export type ChatMessage = ChatMessageDto;
export type Channel = ChatChannelDto;
export type UnreadItem = ChatUnreadItemDto;
export type MessagePage = ChatMessagePageDto;
export type ChannelFiles = ChatChannelFilesDto;

export type ChatFolder = FolderDto;

const channelPath = (id: string, rest = '') => `/api/v1/channels/${encodeURIComponent(id)}${rest}`;

export async function fetchChannels(businessId: string, signal?: AbortSignal): Promise<Channel[]> {
  return (await api(chatChannelListAnswerSchema, '/api/v1/channels', { query: { businessId }, signal })).data;
}

export async function fetchUnread(signal?: AbortSignal): Promise<UnreadItem[]> {
  return (await api(chatUnreadAnswerSchema, '/api/v1/channels/unread', { signal })).data;
}

export async function openSingleChannel(businessId: string, userId: string): Promise<Channel> {
  return (await api(chatChannelAnswerSchema, '/api/v1/channels', { method: 'POST', body: { businessId, userId } })).data;
}

export function fetchMessages(
  channelId: string,
  query: { before?: number | undefined; q?: string | undefined },
  signal?: AbortSignal,
): Promise<MessagePage> {
  return api(chatMessagePageSchema, channelPath(channelId, '/messages'), { query: { ...query, limit: MESSAGE_PAGE_SIZE }, signal });
}

export interface NewMessage {
  body: string;
  mentions?: string[];
  attachments?: string[];
}

export async function postMessage(channelId: string, message: NewMessage): Promise<ChatMessage> {
  return (await api(chatMessageAnswerSchema, channelPath(channelId, '/messages'), { method: 'POST', body: message })).data;
}

export async function editMessage(id: number, change: { body: string; mentions: string[] }): Promise<ChatMessage> {
  return (await api(chatMessageAnswerSchema, `/api/v1/messages/${id}`, { method: 'PATCH', body: change })).data;
}

export async function deleteMessage(id: number): Promise<void> {
  await request(`/api/v1/messages/${id}`, { method: 'DELETE' });
}

export async function readChannel(channelId: string, lastMessageId?: number): Promise<number> {
  const answer = await api(chatReadAnswerSchema, channelPath(channelId, '/read'), {
    method: 'POST',
    body: lastMessageId ? { lastMessageId } : {},
  });
  return answer.data.count;
}

export async function fetchChannelFiles(channelId: string, signal?: AbortSignal): Promise<ChannelFiles> {
  return (await api(chatChannelFilesAnswerSchema, channelPath(channelId, '/files'), { signal })).data;
}

export interface FileRequestInput {
  folderId?: string | undefined;
  message: string;
  expiresInDays: number;
}

export async function sendFileRequest(channelId: string, input: FileRequestInput): Promise<ChatMessage> {
  const answer = await api(chatFileRequestAnswerSchema, channelPath(channelId, '/file-requests'), {
    method: 'POST',
    body: input,
  });
  return answer.data.message;
}

export async function fetchBusinessFolders(businessId: string, signal?: AbortSignal): Promise<ChatFolder[]> {
  return (await api(treeAnswerSchema, '/api/v1/folders', { query: { ownerType: 'business', ownerId: businessId }, signal })).data;
}

/** Stores files in a folder of the business, answering their ids to attach. */
export async function uploadAttachments(folderId: string, files: readonly File[]): Promise<Attachment[]> {
  const form = new FormData();
  form.append('folderId', folderId);
  for (const file of files) form.append('file', file);
  const answer = await api(uploadAnswerSchema, '/api/v1/files', {
    method: 'POST',
    body: form,
  });
  return answer.data.map((f) => ({ fileId: f.id, name: f.name, size: f.size, mimeType: f.mimeType }));
}

/** Previews and downloads need the bearer header, which neither an <img> nor a link can carry. */
export const fetchPreview = (fileId: string, signal?: AbortSignal) => fetchBlob(previewPath(fileId), signal);
export const fetchDownload = (fileId: string) => fetchBlob(downloadPath(fileId));
