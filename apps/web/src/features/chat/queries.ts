/** Query keys and hooks of chat; the feed's cache is also edited by realtime events (feedCache). */
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchBusinessFolders, fetchChannelFiles, fetchChannels, fetchMessages, fetchUnread, type Channel } from './api';
import { unreadReducer, type UnreadAction, type UnreadState } from './unread';

export const chatKeys = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  channels: (businessId: string) => ['chat', 'channels', businessId] as const,
  messages: (channelId: string) => ['chat', 'messages', channelId] as const,
  search: (channelId: string, q: string) => ['chat', 'search', channelId, q] as const,
  files: (channelId: string) => ['chat', 'files', channelId] as const,
  folders: (businessId: string) => ['chat', 'folders', businessId] as const,
};

export function dispatchUnread(queryClient: QueryClient, action: UnreadAction): void {
  queryClient.setQueryData<UnreadState>(chatKeys.unread, (state) => unreadReducer(state ?? {}, action));
}

export function useUnread(enabled = true): UnreadState {
  const { data } = useQuery({
    queryKey: chatKeys.unread,
    queryFn: async ({ signal }) => unreadReducer({}, { type: 'serverList', items: await fetchUnread(signal) }),
    enabled,
  });
  return data ?? {};
}

/** A business's channels; their `news` also sets the unread state, which the list shows. */
export function useChannels(businessId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.channels(businessId ?? ''),
    queryFn: async ({ signal }): Promise<Channel[]> => {
      const channels = await fetchChannels(businessId ?? '', signal);
      for (const channel of channels) dispatchUnread(queryClient, { type: 'set', channelId: channel.id, count: channel.news });
      return channels;
    },
    enabled: Boolean(businessId),
  });
}

export function useMessages(channelId: string | undefined) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(channelId ?? ''),
    queryFn: ({ pageParam, signal }) => fetchMessages(channelId ?? '', { before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    enabled: Boolean(channelId),
    staleTime: Infinity,
  });
}

export function useMessageSearch(channelId: string | undefined, q: string) {
  return useQuery({
    queryKey: chatKeys.search(channelId ?? '', q),
    queryFn: ({ signal }) => fetchMessages(channelId ?? '', { q }, signal),
    enabled: Boolean(channelId) && q.length > 0,
  });
}

export function useChannelFiles(channelId: string | undefined) {
  return useQuery({
    queryKey: chatKeys.files(channelId ?? ''),
    queryFn: ({ signal }) => fetchChannelFiles(channelId ?? '', signal),
    enabled: Boolean(channelId),
  });
}

export function useBusinessFolders(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.folders(businessId),
    queryFn: ({ signal }) => fetchBusinessFolders(businessId, signal),
    enabled,
  });
}
