/**
 * The feed: newest at the bottom, older pages loaded when scrolled to the top with the view kept
 * where it was, day separators between days. It follows new messages only while the reader is
 * at the bottom (or wrote the message), so reading history is never yanked away.
 */
import { Box, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from './api';
import { dayLabel, feedItems } from './feedItems';
import { feedMessages } from './feedCache';
import { MessageItem } from './MessageItem';
import { useMessages } from './queries';

const NEAR_EDGE_PX = 120;

export function MessageFeed({ channel, selfId }: { channel: Channel; selfId: string }) {
  const { t } = useTranslation();
  const feed = useMessages(channel.id);
  const messages = feedMessages(feed.data);
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Distance from the bottom before an older page was added: restored once it is in.
  const anchor = useRef<number | null>(null);
  const oldestId = messages[0]?.id;
  const newest = messages.at(-1);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el || anchor.current === null) return;
    el.scrollTop = el.scrollHeight - anchor.current;
    anchor.current = null;
  }, [oldestId]);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && (atBottom.current || newest?.author?.id === selfId)) el.scrollTop = el.scrollHeight;
  }, [newest?.id, newest?.author?.id, selfId]);

  // A page shorter than the view cannot be scrolled up: older pages load until it can.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [oldestId, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onScroll = () => {
    const el = viewport.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_EDGE_PX;
    if (el.scrollTop < NEAR_EDGE_PX && feed.hasNextPage && !feed.isFetchingNextPage) {
      anchor.current = el.scrollHeight - el.scrollTop;
      void feed.fetchNextPage();
    }
  };

  if (feed.isLoading) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (messages.length === 0) {
    return (
      <Center style={{ flex: 1 }} p="xl">
        <Text c="dimmed">{t('chat.noMessages')}</Text>
      </Center>
    );
  }
  return (
    <Box
      ref={viewport}
      onScroll={onScroll}
      style={{ flex: 1, overflowY: 'auto' }}
      px="md"
      py="sm"
      role="log"
      aria-label={channel.name}
      aria-live="polite"
    >
      {feed.isFetchingNextPage && (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          {t('chat.loadingOlder')}
        </Text>
      )}
      <Stack gap={4}>
        {feedItems(messages).map((item) =>
          item.kind === 'day' ? (
            <Divider key={item.key} my="sm" label={dayLabel(item.day)} labelPosition="center" />
          ) : (
            <MessageItem key={item.key} message={item.message} members={channel.members} own={item.message.author?.id === selfId} />
          ),
        )}
      </Stack>
    </Box>
  );
}
