/**
 * What the /chat namespace sends. Message events go to the channel's room (sockets that joined
 * it with `join_channel`); read-state events go to the member's own room, so every tab and
 * device of that member agrees on `news` whether or not it has the channel open.
 */
import { realtimeEvent } from '../../platform/realtime/index.js';
import type { MessageDto } from './chat.schema.js';

export const channelRoom = (channelId: string): string => `channel:${channelId}`;

export const messageNew = realtimeEvent<{ channelId: string; message: MessageDto }>('/chat', 'message_new');
export const messageUpdated = realtimeEvent<{ channelId: string; message: MessageDto }>('/chat', 'message_updated');
export const messageDeleted = realtimeEvent<{ channelId: string; messageId: number }>('/chat', 'message_deleted');

/** SPEC.md §4: an unread update carries channelId and count; the count sets `news` (0: empty). */
export interface UnreadUpdate {
  channelId: string;
  businessId: string;
  count: number;
  mentions: number;
}
export const unreadUpdate = realtimeEvent<UnreadUpdate>('/chat', 'unread_update');

export const typing = realtimeEvent<{ channelId: string; user: { id: string; name: string } }>('/chat', 'typing');
