/**
 * /chat?businessId&channelId: channel navigation (29rem), the open channel's feed and composer,
 * and its information panel. The URL holds the business and the channel, so a notification or
 * a shared link lands on the same conversation.
 */
import { Box, Center, Loader, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthState } from '../auth/session';
import { ChannelNav } from './ChannelNav';
import { ChannelView } from './ChannelView';
import { useChannels } from './queries';

/** The default layout's header, footer and padding, so the chat fills the window and scrolls inside. */
const CHAT_HEIGHT = 'calc(100dvh - 64px - 44px - 2 * var(--mantine-spacing-lg))';

export default function ChatPage() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const [params, setParams] = useSearchParams();
  const businessId = params.get('businessId') ?? undefined;
  const channelId = params.get('channelId') ?? undefined;
  const channels = useChannels(businessId);
  const channel = channels.data?.find((c) => c.id === channelId);

  const open = (next: { businessId: string; channelId?: string | undefined }) =>
    setParams(next.channelId ? { businessId: next.businessId, channelId: next.channelId } : { businessId: next.businessId });

  // A business without a chosen channel opens its group channel.
  const group = channels.data?.find((c) => c.kind === 'group');
  useEffect(() => {
    if (businessId && !channelId && group) setParams({ businessId, channelId: group.id }, { replace: true });
  }, [businessId, channelId, group, setParams]);

  return (
    <Paper withBorder radius="md" h={CHAT_HEIGHT} display="flex" style={{ overflow: 'hidden' }}>
      <ChannelNav
        businessId={businessId}
        channels={channels.data}
        loading={channels.isLoading}
        activeChannelId={channelId}
        selfId={auth.userId}
        onOpen={open}
      />
      <Box miw="26rem" style={{ flex: 1, position: 'relative', display: 'flex', flexDirection: 'column' }}>
        {channel ? (
          <ChannelView key={channel.id} channel={channel} auth={auth} />
        ) : (
          <Center h="100%" p="xl">
            {channels.isLoading ? <Loader aria-label={t('common.loading')} /> : <Text c="dimmed">{t('chat.pickChannel')}</Text>}
          </Center>
        )}
      </Box>
    </Paper>
  );
}
