/**
 * One open channel: header with search and the information toggle, the feed (or the search
 * results), and the composer. Opening the channel reads it (news empties, SPEC.md §4); a message
 * arriving while the tab is in view is read at once, otherwise it adds to the channel's news.
 */
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarRight, IconLayoutSidebarRightCollapse } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import type { AuthState } from '../auth/session';
import { readChannel, type Channel, type ChatMessage } from './api';
import { Composer } from './Composer';
import { InfoPanel } from './InfoPanel';
import { MessageFeed } from './MessageFeed';
import { dispatchUnread } from './queries';
import { TYPING_SIGNAL_MS, useChannelRealtime } from './realtime';
import { SearchResults } from './SearchResults';

export function ChannelView({ channel, auth }: { channel: Channel; auth: AuthState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [infoShown, info] = useDisclosure(false);
  const [q, setQ] = useState('');

  const markRead = useCallback(
    (lastMessageId?: number) => {
      dispatchUnread(queryClient, { type: 'opened', channelId: channel.id });
      readChannel(channel.id, lastMessageId).then(
        (count) => dispatchUnread(queryClient, { type: 'set', channelId: channel.id, count }),
        () => undefined,
      );
    },
    [channel.id, queryClient],
  );

  useEffect(() => markRead(), [markRead]);

  const [typing, setTyping] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const signalTyping = useChannelRealtime(auth.accessToken, channel.id, {
    onIncoming: (message: ChatMessage) => {
      if (message.author?.id === auth.userId) return;
      setTyping(null);
      if (document.visibilityState === 'visible') markRead(message.id);
      else dispatchUnread(queryClient, { type: 'incoming', channelId: channel.id });
    },
    onTyping: (name) => {
      setTyping(name);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(null), TYPING_SIGNAL_MS + 1000);
    },
  });

  const InfoIcon = infoShown ? IconLayoutSidebarRightCollapse : IconLayoutSidebarRight;
  return (
    <>
      <Group
        px="md"
        py="sm"
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text fw={700} truncate>
          {channel.name}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <SearchInput value={q} onSearch={setQ} placeholder={t('chat.search')} aria-label={t('chat.search')} w={220} size="sm" />
          <Tooltip label={infoShown ? t('chat.hideInfo') : t('chat.showInfo')}>
            <ActionIcon
              variant={infoShown ? 'light' : 'subtle'}
              size="lg"
              onClick={info.toggle}
              aria-label={infoShown ? t('chat.hideInfo') : t('chat.showInfo')}
              aria-pressed={infoShown}
            >
              <InfoIcon size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {q ? (
          <SearchResults channelId={channel.id} q={q} members={channel.members} />
        ) : (
          <MessageFeed channel={channel} selfId={auth.userId} />
        )}
      </Box>
      <Text size="xs" c="dimmed" px="md" h={18} aria-live="polite">
        {typing ? t('chat.typing', { name: typing }) : ''}
      </Text>
      <Composer channel={channel} selfId={auth.userId} roleId={auth.roleId} onTyping={signalTyping} />
      {infoShown && <InfoPanel channel={channel} onClose={info.close} />}
    </>
  );
}
