/**
 * What the /chat socket changes on screen. Every signed-in tab keeps the unread state live
 * (unread_update sets a channel's news) and re-fetches it on reconnect and when the tab comes
 * back to the foreground; the chat screen also joins its open channel's room for the feed.
 */
import {
  chatMessageDeletedEventSchema as deletedPayload,
  chatMessageEventSchema as messagePayload,
  chatTypingEventSchema as typingPayload,
  chatUnreadEventSchema as unreadPayload,
} from '@ledgerdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { ChatMessage } from './api';
import { acquireChatSocket, releaseChatSocket } from './chatSocket';
import { addMessage, markDeleted, replaceMessage } from './feedCache';
import { chatKeys, dispatchUnread } from './queries';

/** At most one typing signal per this many ms: enough for the others' indicator to stay on. */
export const TYPING_SIGNAL_MS = 3000;

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

export interface ChannelListeners {
  /** Someone else's new message. */
  onIncoming: (message: ChatMessage) => void;
  /** Someone else is typing in the channel. */
  onTyping: (name: string) => void;
}

/** Feeds the open channel from its room; answers a function that tells the others the user is typing. */
export function useChannelRealtime(token: string, channelId: string | undefined, listeners: ChannelListeners): () => void {
  const queryClient = useQueryClient();
  const current = useRef(listeners);
  const socketRef = useRef<Socket | null>(null);
  const lastTyping = useRef(0);
  useEffect(() => {
    current.current = listeners;
  });
  useEffect(() => {
    if (!channelId) return undefined;
    const socket = acquireChatSocket(token);
    socketRef.current = socket;
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
      current.current.onIncoming(payload.data.message);
    };
    const onUpdated = (raw: unknown) => {
      const payload = messagePayload.safeParse(raw);
      if (payload.success && payload.data.channelId === channelId) replaceMessage(queryClient, payload.data.message);
    };
    const onDeleted = (raw: unknown) => {
      const payload = deletedPayload.safeParse(raw);
      if (payload.success && payload.data.channelId === channelId) markDeleted(queryClient, channelId, payload.data.messageId);
    };
    const onTyping = (raw: unknown) => {
      const payload = typingPayload.safeParse(raw);
      if (payload.success && payload.data.channelId === channelId) current.current.onTyping(payload.data.user.name);
    };
    if (socket.connected) socket.emit('join_channel', { channelId });
    socket.on('typing', onTyping);
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
      socket.off('typing', onTyping);
      socketRef.current = null;
      releaseChatSocket(socket);
    };
  }, [token, channelId, queryClient]);

  return useCallback(() => {
    const now = Date.now();
    if (!channelId || now - lastTyping.current < TYPING_SIGNAL_MS) return;
    lastTyping.current = now;
    socketRef.current?.emit('typing', { channelId });
  }, [channelId]);
}
