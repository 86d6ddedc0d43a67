/**
 * Edits of the cached feed (pages newest first, each oldest to newest) for messages that arrive
 * over the socket or from the user's own actions, so nothing needs a reload or a refetch.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, MessagePage } from './api';
import { chatKeys } from './queries';

type Feed = InfiniteData<MessagePage, unknown>;

function update(queryClient: QueryClient, channelId: string, change: (feed: Feed) => Feed): void {
  queryClient.setQueryData<Feed>(chatKeys.messages(channelId), (feed) => (feed ? change(feed) : feed));
}

const hasMessage = (feed: Feed, id: number) => feed.pages.some((page) => page.data.some((m) => m.id === id));

/** Adds a new message at the bottom; one already there (own post echoed by the socket) is replaced. */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  update(queryClient, message.channelId, (feed) => {
    if (hasMessage(feed, message.id)) return replaceIn(feed, message);
    const [newest, ...older] = feed.pages;
    if (!newest) return feed;
    return { ...feed, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
  });
}

function replaceIn(feed: Feed, message: ChatMessage): Feed {
  return { ...feed, pages: feed.pages.map((page) => ({ ...page, data: page.data.map((m) => (m.id === message.id ? message : m)) })) };
}

export function replaceMessage(queryClient: QueryClient, message: ChatMessage): void {
  update(queryClient, message.channelId, (feed) => replaceIn(feed, message));
}

/** A deleted message stays in the feed, marked deleted, as the server keeps it. */
export function markDeleted(queryClient: QueryClient, channelId: string, messageId: number): void {
  update(queryClient, channelId, (feed) => ({
    ...feed,
    pages: feed.pages.map((page) => ({
      ...page,
      data: page.data.map((m) => (m.id === messageId ? { ...m, body: '', attachments: [], mentions: [], deleted: true } : m)),
    })),
  }));
}

/** The feed in reading order: oldest at the top, newest at the bottom. */
export const feedMessages = (feed: Feed | undefined): ChatMessage[] => (feed ? [...feed.pages].reverse().flatMap((page) => page.data) : []);
