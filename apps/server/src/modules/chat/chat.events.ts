/**
 * What the /chat namespace sends. Message events go to the channel's room (sockets that joined
 * it with `join_channel`); read-state events go to the member's own room, so every tab and
 * device of that member agrees on `news` whether or not it has the channel open.
 */
import type { ChatUnreadEvent, chatMessageDeletedEventSchema, chatMessageEventSchema, chatTypingEventSchema } from '@ledgerdesk/domain';
import type { z } from 'zod';
import { realtimeEvent } from '../../platform/realtime/index.js';

type MessageEvent = z.infer<typeof chatMessageEventSchema>;

export const channelRoom = (channelId: string): string => `channel:${channelId}`;

export const messageNew = realtimeEvent<MessageEvent>('/chat', 'message_new');
export const messageUpdated = realtimeEvent<MessageEvent>('/chat', 'message_updated');
export const messageDeleted = realtimeEvent<z.infer<typeof chatMessageDeletedEventSchema>>('/chat', 'message_deleted');

export type UnreadUpdate = ChatUnreadEvent;
export const unreadUpdate = realtimeEvent<UnreadUpdate>('/chat', 'unread_update');

export const typing = realtimeEvent<z.infer<typeof chatTypingEventSchema>>('/chat', 'typing');
