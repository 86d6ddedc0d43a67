/** Tabs All / Chat / File Request / Reports, and the Chat sub-filters Mention / New message. */
import { SegmentedControl, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_FILTERS, DISABLED_TABS, NOTIFICATION_TABS, type ChatFilter, type NotificationFilter, type NotificationTab } from './filters';

interface NotificationTabsProps {
  filter: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
}

const TAB_LABELS = {
  all: 'notifications.tabs.all',
  chat: 'notifications.tabs.chat',
  file_request: 'notifications.tabs.fileRequest',
  reports: 'notifications.tabs.reports',
} as const satisfies Record<NotificationTab, string>;

const isTab = (value: string | null): value is NotificationTab =>
  value !== null && (NOTIFICATION_TABS as readonly string[]).includes(value);
const isChatFilter = (value: string): value is ChatFilter => (CHAT_FILTERS as readonly string[]).includes(value);

export function NotificationTabs({ filter, onChange }: NotificationTabsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Tabs value={filter.tab} onChange={(value) => isTab(value) && onChange({ ...filter, tab: value })}>
        <Tabs.List>
          {NOTIFICATION_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} disabled={DISABLED_TABS.includes(tab)}>
              {t(TAB_LABELS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {filter.tab === 'chat' && (
        <SegmentedControl
          size="xs"
          aria-label={t('notifications.chatFilter')}
          value={filter.chat}
          onChange={(value) => isChatFilter(value) && onChange({ ...filter, chat: value })}
          data={[
            { value: 'mention', label: t('notifications.filters.mention') },
            { value: 'new_message', label: t('notifications.filters.newMessage') },
          ]}
        />
      )}
    </Stack>
  );
}
