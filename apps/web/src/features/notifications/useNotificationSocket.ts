/**
 * The realtime link: socket.io namespace '/notification' with the token in the handshake.
 * realtime_notify, read_notify and read_all_notify refresh the unread count; a new,
 * non-silent notification plays the chime.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { z } from 'zod';
import { apiBaseUrl } from '../../app/http/client';
import { notificationKeys, refreshNotifications } from './queries';
import { playNotificationSound, shouldPlaySound } from './sound';

export const SOCKET_RECONNECTION_DELAY_MAX = 10_000;

const countPayload = z.object({ count: z.number().nullish(), silent: z.boolean().optional() });

export function useNotificationSocket(token: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const socket = io(`${apiBaseUrl()}/notification`, {
      auth: { token },
      reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX,
      transports: ['websocket', 'polling'],
    });
    const update = (raw: unknown, withSound: boolean) => {
      const payload = countPayload.safeParse(raw);
      const count = payload.success ? payload.data.count || 0 : undefined;
      if (count !== undefined) queryClient.setQueryData(notificationKeys.count, count);
      void refreshNotifications(queryClient);
      if (withSound && count !== undefined && shouldPlaySound(count, payload.success ? payload.data.silent : undefined)) {
        playNotificationSound();
      }
    };
    socket.on('realtime_notify', (payload: unknown) => update(payload, true));
    socket.on('read_notify', (payload: unknown) => update(payload, false));
    socket.on('read_all_notify', (payload: unknown) => update(payload, false));
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);
}
