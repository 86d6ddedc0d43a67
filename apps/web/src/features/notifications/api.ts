/** Notification calls (SPEC.md §7). */
import { notificationCountAnswerSchema, notificationListAnswerSchema, type NotificationDto } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api, request } from '../../app/http/client';

export const NOTIFICATION_PAGE_SIZE = 20;
export const PANEL_PAGE_SIZE = 20;

export type AppNotification = NotificationDto;

export type NotificationPageData = z.infer<typeof notificationListAnswerSchema>;

export interface NotificationQuery {
  skip: number;
  limit: number;
  type?: string;
  hasMentionReceiver?: boolean;
}

export function fetchNotifications(query: NotificationQuery, signal?: AbortSignal): Promise<NotificationPageData> {
  return api(notificationListAnswerSchema, '/api/v1/notifications', { query: { ...query }, signal });
}

/** Opening a notification marks it read. */
export async function openNotification(id: string): Promise<void> {
  await request(`/api/v1/notifications/${encodeURIComponent(id)}`);
}

export async function readAllNotifications(): Promise<void> {
  await request('/api/v1/notifications/read-all', { method: 'POST' });
}

// SPEC.md §4 has the web take a falsy count as 0, so it accepts a missing one too.
const countAnswer = z.object({ data: notificationCountAnswerSchema.shape.data.nullish() });

export async function fetchUnreadCount(): Promise<number> {
  const answer = await api(countAnswer, '/api/v1/notifications/count-unread');
  return answer.data || 0;
}
