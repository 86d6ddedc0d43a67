/** Content of the header dropdown: title, 'View all', tabs and the latest notifications. */
import { Anchor, Divider, Group, ScrollArea, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PANEL_PAGE_SIZE } from './api';
import { DEFAULT_FILTER, filterQuery, notificationTarget, type NotificationFilter } from './filters';
import { NotificationList } from './NotificationList';
import { NotificationTabs } from './NotificationTabs';
import { useNotificationList, useOpenNotification } from './queries';

export const PANEL_WIDTH = 420;
export const PANEL_LIST_HEIGHT = 500;
export const PANEL_MAX_HEIGHT = 600;
/** The list is 500px; with the Chat sub-filters shown it gives way so the holder stays within 600px. */
const LIST_STYLE = { flex: '0 1 auto', minHeight: 0 } as const;

export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<NotificationFilter>(DEFAULT_FILTER);
  const list = useNotificationList({ skip: 0, limit: PANEL_PAGE_SIZE, ...filterQuery(filter) });
  const open = useOpenNotification((notification) => {
    const target = notificationTarget(notification);
    if (target) {
      onClose();
      void navigate(target);
    }
  });

  return (
    <Stack gap={0} mah={PANEL_MAX_HEIGHT} data-testid="notification-panel">
      <Group justify="space-between" px="md" pt="sm" pb="xs">
        <Title order={2} fz="md">
          {t('notifications.title')}
        </Title>
        <Anchor component={Link} to="/notification" size="sm" onClick={onClose}>
          {t('notifications.viewAll')}
        </Anchor>
      </Group>
      <Stack px="md" pb="xs" gap="xs">
        <NotificationTabs filter={filter} onChange={setFilter} />
      </Stack>
      <Divider />
      <ScrollArea h={PANEL_LIST_HEIGHT} type="auto" data-testid="notification-panel-list" style={LIST_STYLE}>
        <NotificationList
          items={list.data?.data}
          loading={list.isPending}
          onOpen={(notification) => open.mutate(notification)}
          openingId={open.isPending ? open.variables.id : undefined}
        />
      </ScrollArea>
    </Stack>
  );
}
