/** A list of notifications with its loading and empty states. */
import { Box, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from './api';
import { NotificationItem } from './NotificationItem';

interface NotificationListProps {
  items: AppNotification[] | undefined;
  loading: boolean;
  onOpen: (notification: AppNotification) => void;
  openingId?: string | undefined;
  skeletonRows?: number;
}

export function NotificationList({ items, loading, onOpen, openingId, skeletonRows = 5 }: NotificationListProps) {
  const { t } = useTranslation();
  if (loading && !items) {
    return (
      <Stack gap={0} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Group key={index} px="md" py="sm" gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton circle h={8} w={8} mt={6} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="60%" />
              <Skeleton h={10} w="90%" />
              <Skeleton h={8} w="30%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Box py="xl">
        <EmptyState
          size="sm"
          icon={<IconBellOff size={28} aria-hidden />}
          withIndicatorBackground
          title={t('notifications.emptyTitle')}
          description={t('notifications.emptyDescription')}
        />
      </Box>
    );
  }
  return (
    <Box role="list" aria-label={t('notifications.listLabel')}>
      {items.map((notification) => (
        <Box role="listitem" key={notification.id}>
          <NotificationItem notification={notification} onOpen={onOpen} busy={openingId === notification.id} />
        </Box>
      ))}
    </Box>
  );
}
