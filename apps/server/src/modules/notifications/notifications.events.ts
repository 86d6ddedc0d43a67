/** What the /notification namespace sends: each one tells every tab of the user to refresh its unread count. */
import { realtimeEvent } from '../../platform/realtime/index.js';
import type { NotificationDto } from './notifications.schema.js';

/** `silent` asks the client not to play the notification sound (SPEC.md §4). */
export const realtimeNotify = realtimeEvent<{ count: number; notification: NotificationDto; silent: boolean }>(
  '/notification',
  'realtime_notify',
);
export const readNotify = realtimeEvent<{ count: number }>('/notification', 'read_notify');
export const readAllNotify = realtimeEvent<{ count: 0 }>('/notification', 'read_all_notify');
