/**
 * The realtime link: socket.io namespace '/notification' with the token in the handshake.
 * realtime_notify, read_notify and read_all_notify refresh the unread count; a new,
 * non-silent notification plays the chime. A (re)connection refetches, to catch up on
 * anything sent while the link was down.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { openSocket } from '../../app/http/socket';
import { notificationKeys, refreshNotifications } from './queries';
import { playNotificationSound, shouldPlaySound } from './sound';

export const SOCKET_RECONNECTION_DELAY_MAX = 10_000;
export const NOTIFICATION_EVENTS = ['realtime_notify', 'read_notify', 'read_all_notify'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

const countPayload = z.object({ count: z.number().nullish(), silent: z.boolean().optional() });

/** Applies one socket event: set the count (0 when falsy), refetch, and maybe play the chime. */
export function applyNotificationEvent(
  queryClient: QueryClient,
  event: NotificationEvent,
  raw: unknown,
  playSound: () => void = playNotificationSound,
): void {
  const payload = countPayload.safeParse(raw);
  if (payload.success) queryClient.setQueryData(notificationKeys.count, payload.data.count || 0);
  void refreshNotifications(queryClient);
  if (event === 'realtime_notify' && payload.success && shouldPlaySound(payload.data.count || 0, payload.data.silent)) {
    playSound();
  }
}

export function useNotificationSocket(token: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const socket = openSocket('/notification', token, { reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX });
    for (const event of NOTIFICATION_EVENTS) {
      socket.on(event, (payload: unknown) => applyNotificationEvent(queryClient, event, payload));
    }
    socket.io.on('reconnect', () => void refreshNotifications(queryClient));
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);
}
