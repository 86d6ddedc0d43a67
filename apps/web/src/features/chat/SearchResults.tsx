/** Messages of the channel matching the search, newest first. */
import { Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMember } from './api';
import { MessageItem } from './MessageItem';
import { useMessageSearch } from './queries';

export function SearchResults({ channelId, q, members }: { channelId: string; q: string; members: ChatMember[] }) {
  const { t } = useTranslation();
  const search = useMessageSearch(channelId, q);
  if (search.isLoading) {
    return (
      <Center h="100%">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const found = search.data?.data ?? [];
  return (
    <ScrollArea style={{ flex: 1 }} p="md">
      <Text size="sm" c="dimmed" mb="sm" role="status">
        {found.length === 0 ? t('chat.noResults') : t('chat.searchResults', { count: found.length })}
      </Text>
      <Stack gap="xs">
        {found.map((message) => (
          <MessageItem key={message.id} message={message} members={members} own={false} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
