/** Channel navigation: the business picker, its group and direct channels with their news, and a new direct message. */
import { Badge, Box, Button, Divider, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHash, IconPlus, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Channel } from './api';
import { BusinessPicker } from './BusinessPicker';
import { NewDirectModal } from './NewDirectModal';
import { useUnread } from './queries';
import { newsOf } from './unread';

interface ChannelNavProps {
  businessId: string | undefined;
  channels: Channel[] | undefined;
  loading: boolean;
  activeChannelId: string | undefined;
  selfId: string;
  onOpen: (target: { businessId: string; channelId?: string | undefined }) => void;
}

export function ChannelNav({ businessId, channels, loading, activeChannelId, selfId, onOpen }: ChannelNavProps) {
  const { t } = useTranslation();
  const unread = useUnread();
  const [directOpened, direct] = useDisclosure(false);
  const group = channels?.find((c) => c.kind === 'group');
  const singles = channels?.filter((c) => c.kind === 'single') ?? [];

  const channelLink = (channel: Channel) => {
    const news = newsOf(unread, channel.id);
    return (
      <NavLink
        key={channel.id}
        component="button"
        type="button"
        label={channel.name}
        description={channel.lastMessage?.preview}
        leftSection={channel.kind === 'group' ? <IconHash size={18} aria-hidden /> : <IconUser size={18} aria-hidden />}
        rightSection={
          news ? (
            <Badge color="red" size="sm" circle={news < 10} aria-label={t('chat.unreadLabel', { count: news })} data-testid="channel-news">
              {news}
            </Badge>
          ) : undefined
        }
        active={channel.id === activeChannelId}
        aria-current={channel.id === activeChannelId ? 'page' : undefined}
        fw={news ? 700 : undefined}
        onClick={() => onOpen({ businessId: channel.businessId, channelId: channel.id })}
        styles={{
          root: { borderRadius: 'var(--mantine-radius-md)' },
          description: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
      />
    );
  };

  return (
    <Box
      w="29rem"
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', borderRight: '1px solid var(--mantine-color-default-border)' }}
    >
      <Box p="md">
        <BusinessPicker businessId={businessId} businessName={group?.name} onPick={(id) => onOpen({ businessId: id })} />
      </Box>
      <Divider />
      <ScrollArea style={{ flex: 1 }} p="sm">
        {loading && <Loader size="sm" m="md" aria-label={t('common.loading')} />}
        {channels && (
          <Stack gap={4}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
              {t('chat.groups')}
            </Text>
            {group && channelLink(group)}
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md">
              {t('chat.singles')}
            </Text>
            {singles.map(channelLink)}
            {singles.length === 0 && (
              <Text size="sm" c="dimmed" px="sm">
                {t('chat.noSingles')}
              </Text>
            )}
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              justify="flex-start"
              onClick={direct.open}
              disabled={!group}
            >
              {t('chat.newDirect')}
            </Button>
          </Stack>
        )}
      </ScrollArea>
      {businessId && group && (
        <NewDirectModal
          opened={directOpened}
          onClose={direct.close}
          businessId={businessId}
          members={group.members.filter((m) => m.id !== selfId)}
          onOpened={(channel) => onOpen({ businessId: channel.businessId, channelId: channel.id })}
        />
      )}
    </Box>
  );
}
