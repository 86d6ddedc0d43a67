/** One notification row; unread rows are highlighted and carry a dot. */
import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import type { AppNotification } from './api';

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  busy?: boolean;
}

export function NotificationItem({ notification, onOpen, busy = false }: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = !notification.isRead;
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      disabled={busy}
      data-unread={unread || undefined}
      aria-describedby={unread ? `unread-${notification.id}` : undefined}
      w="100%"
      px="md"
      py="sm"
      bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', opacity: busy ? 0.6 : 1 }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          mt={7}
          w={8}
          h={8}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          bg={unread ? 'var(--mantine-color-blue-filled)' : 'transparent'}
          aria-hidden
        />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 500} lineClamp={1}>
            {notification.title}
          </Text>
          {notification.content && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {notification.content}
            </Text>
          )}
          <Group gap="xs" mt={2}>
            <Text size="xs" c="dimmed">
              {formatDateTime(notification.createdAt)}
            </Text>
            {notification.meta.businessName && (
              <Badge size="xs" variant="light" color="gray">
                {notification.meta.businessName}
              </Badge>
            )}
            {unread && (
              <Text id={`unread-${notification.id}`} size="xs" c="blue" fw={600}>
                {t('notifications.unread')}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
