/**
 * The header bell (SPEC.md §2): a dot when the unread count is above 0, a 420px dropdown that
 * closes on an outside click, disabled on the notification page itself.
 */
import { ActionIcon, Box, Popover, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationPanel, PANEL_MAX_HEIGHT, PANEL_WIDTH } from './NotificationPanel';
import { useUnreadCount } from './queries';

export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const count = useUnreadCount();
  const [opened, setOpened] = useState(false);
  const onNotificationPage = pathname === '/notification';
  const hasUnread = count !== undefined && count > 0;

  // The popover's target is the button itself, which so carries aria-haspopup and aria-expanded;
  // the wrapper only places the unread dot.
  return (
    <Box pos="relative" data-unread-count={count ?? ''}>
      <Popover
        opened={opened && !onNotificationPage}
        onChange={setOpened}
        width={PANEL_WIDTH}
        position="bottom-end"
        shadow="lg"
        radius="md"
        closeOnClickOutside
        closeOnEscape
        trapFocus={false}
        withinPortal
      >
        <Tooltip label={t('header.notifications')} disabled={opened}>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('header.notifications')}
              aria-describedby={hasUnread ? 'bell-unread' : undefined}
              disabled={onNotificationPage}
              onClick={() => setOpened((value) => !value)}
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
        </Tooltip>
        <Popover.Dropdown p={0} mah={PANEL_MAX_HEIGHT} style={{ overflow: 'hidden' }}>
          <NotificationPanel onClose={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
      {hasUnread && (
        <>
          <Box
            data-testid="notification-dot"
            pos="absolute"
            top={6}
            right={6}
            w={9}
            h={9}
            bg="red.6"
            style={{ borderRadius: '50%', border: '2px solid var(--mantine-color-body)', pointerEvents: 'none' }}
            aria-hidden
          />
          <VisuallyHidden id="bell-unread">{t('notifications.unreadCount', { count })}</VisuallyHidden>
        </>
      )}
    </Box>
  );
}
