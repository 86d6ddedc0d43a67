/** Query hooks of notifications: the unread count, pages of the list, open and read-all. */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fetchNotifications,
  fetchUnreadCount,
  openNotification,
  readAllNotifications,
  type AppNotification,
  type NotificationQuery,
} from './api';
import { notifyNotificationError } from './notifyError';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count-unread'] as const,
  list: (query: NotificationQuery) => ['notifications', 'list', query] as const,
};

/** Refetches the unread count and every loaded list (after a read or a realtime event). */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** The unread count: undefined until the server answers, then an integer (0 when falsy). */
export function useUnreadCount(): number | undefined {
  const { data } = useQuery({
    queryKey: notificationKeys.count,
    queryFn: fetchUnreadCount,
    meta: { errorToast: notifyNotificationError },
  });
  return data;
}

export function useNotificationList(query: NotificationQuery, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorToast: notifyNotificationError },
  });
}

/** Opens (marks read) a notification, then refreshes the count and the lists. */
export function useOpenNotification(onOpened?: (notification: AppNotification) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: AppNotification) => {
      await openNotification(notification.id);
      return notification;
    },
    onSuccess: async (notification) => {
      onOpened?.(notification);
      await refreshNotifications(queryClient);
    },
    onError: notifyNotificationError,
  });
}

export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => refreshNotifications(queryClient),
    onError: notifyNotificationError,
  });
}
