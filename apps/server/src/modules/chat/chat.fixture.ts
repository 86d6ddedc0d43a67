/**
 * Test helpers for the chat module: typed calls of its API and a file stored in a business's
 * folder tree, to attach. The practice world (test/practice-world.ts) gives the people: b1 of
 * client c1 is assigned to cmA1, c1 is supervised by supA, and `portal` is c1's portal user.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { files, folders } from '../files/index.js';
import type { ChannelDto, MessageDto } from './chat.schema.js';
import type { TestSocket } from '../../platform/realtime/testing/socket-client.js';
import type { SocketAck } from './chat.sockets.js';

export interface MessagePage {
  data: MessageDto[];
  nextBefore: number | null;
}

export function chatApi(t: TestApp) {
  return {
    async channels(token: string, businessId: string): Promise<ChannelDto[]> {
      const res = await t.api.get<{ data: ChannelDto[] }>(`/api/v1/channels?businessId=${businessId}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
    async group(token: string, businessId: string): Promise<ChannelDto> {
      const group = (await this.channels(token, businessId)).find((c) => c.kind === 'group');
      if (!group) throw new Error('no group channel');
      return group;
    },
    async channel(token: string, channelId: string): Promise<ChannelDto> {
      const res = await t.api.get<{ data: ChannelDto }>(`/api/v1/channels/${channelId}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
    async post(
      token: string,
      channelId: string,
      body: string,
      extra: { mentions?: string[]; attachments?: string[] } = {},
    ): Promise<MessageDto> {
      const res = await t.api.post<{ data: MessageDto }>(`/api/v1/channels/${channelId}/messages`, { body, ...extra }, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    },
    async page(token: string, channelId: string, query = ''): Promise<MessagePage> {
      const res = await t.api.get<MessagePage>(`/api/v1/channels/${channelId}/messages${query}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    },
    async read(token: string, channelId: string, lastMessageId?: number) {
      const res = await t.api.post<{ data: { count: number; mentions: number; lastReadMessageId: number | null } }>(
        `/api/v1/channels/${channelId}/read`,
        lastMessageId === undefined ? {} : { lastMessageId },
        { token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
    async unread(token: string): Promise<Array<{ channelId: string; businessId: string; count: number }>> {
      const res = await t.api.get<{ data: Array<{ channelId: string; businessId: string; count: number }> }>('/api/v1/channels/unread', {
        token,
      });
      expect(res.status).toBe(200);
      return res.body.data;
    },
  };
}

/** A live file in a folder of the business's (or, with ownerType 'client', a client's) tree. */
export async function storeFile(t: TestApp, owner: { ownerType: 'business' | 'client'; ownerId: string }, name = 'receipt.pdf') {
  const [folder] = await t.ctx.db
    .insert(folders)
    .values({ ...owner, name: 'Chat uploads' })
    .returning();
  if (!folder) throw new Error('folder not inserted');
  const [file] = await t.ctx.db
    .insert(files)
    .values({
      folderId: folder.id,
      name,
      size: 2048,
      mimeType: 'application/pdf',
      checksum: randomBytes(16).toString('hex'),
      storageKey: `test/${randomBytes(8).toString('hex')}`,
    })
    .returning();
  if (!file) throw new Error('file not inserted');
  return { folder, file };
}

/** Asks the server to stream a channel to this socket; answers its acknowledgement. */
export const joinChannel = (socket: TestSocket, channelId: string) =>
  socket.socket.timeout(5000).emitWithAck('join_channel', { channelId }) as Promise<SocketAck>;
