/**
 * What the /chat socket changes on screen. Every signed-in tab keeps the unread state live
 * (unread_update sets a channel's news) and re-fetches it on reconnect and when the tab comes
 * back to the foreground; the chat screen also joins its open channel's room for the feed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { messageSchema, type ChatMessage } from './api';
import { acquireChatSocket, releaseChatSocket } from './chatSocket';
import { addMessage, markDeleted, replaceMessage } from './feedCache';
import { chatKeys, dispatchUnread } from './queries';

const unreadPayload = z.object({ channelId: z.string(), count: z.number() });
const messagePayload = z.object({ channelId: z.string(), message: messageSchema });
const deletedPayload = z.object({ channelId: z.string(), messageId: z.number() });

export function useUnreadRealtime(token: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const socket = acquireChatSocket(token);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    const onUnread = (raw: unknown) => {
      const payload = unreadPayload.safeParse(raw);
      if (payload.success) dispatchUnread(queryClient, { type: 'set', channelId: payload.data.channelId, count: payload.data.count });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    socket.on('unread_update', onUnread);
    socket.io.on('reconnect', refetch);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      socket.off('unread_update', onUnread);
      socket.io.off('reconnect', refetch);
      document.removeEventListener('visibilitychange', onVisible);
      releaseChatSocket(socket);
    };
  }, [token, queryClient]);
}

/** Feeds the open channel from its room; `onIncoming` hears of others' new messages. */
export function useChannelRealtime(token: string, channelId: string | undefined, onIncoming: (message: ChatMessage) => void): void {
  const queryClient = useQueryClient();
  const incoming = useRef(onIncoming);
  useEffect(() => {
    incoming.current = onIncoming;
  });
  useEffect(() => {
    if (!channelId) return undefined;
    const socket = acquireChatSocket(token);
    // Rooms do not survive a reconnection: join again, and catch up on what was missed.
    const join = () => {
      socket.emit('join_channel', { channelId });
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(channelId) });
    };
    const onNew = (raw: unknown) => {
      const payload = messagePayload.safeParse(raw);
      if (!payload.success || payload.data.channelId !== channelId) return;
      addMessage(queryClient, payload.data.message);
      if (payload.data.message.kind === 'file_request' || payload.data.message.attachments.length > 0) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.files(channelId) });
      }
      incoming.current(payload.data.message);
    };
    const onUpdated = (raw: unknown) => {
      const payload = messagePayload.safeParse(raw);
      if (payload.success && payload.data.channelId === channelId) replaceMessage(queryClient, payload.data.message);
    };
    const onDeleted = (raw: unknown) => {
      const payload = deletedPayload.safeParse(raw);
      if (payload.success && payload.data.channelId === channelId) markDeleted(queryClient, channelId, payload.data.messageId);
    };
    if (socket.connected) socket.emit('join_channel', { channelId });
    socket.on('connect', join);
    socket.on('message_new', onNew);
    socket.on('message_updated', onUpdated);
    socket.on('message_deleted', onDeleted);
    return () => {
      socket.emit('leave_channel', { channelId });
      socket.off('connect', join);
      socket.off('message_new', onNew);
      socket.off('message_updated', onUpdated);
      socket.off('message_deleted', onDeleted);
      releaseChatSocket(socket);
    };
  }, [token, channelId, queryClient]);
}
