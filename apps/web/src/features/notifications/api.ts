/** Notification calls (SPEC.md §7). */
import { z } from 'zod';
import { api, request } from '../../app/http/client';

export const NOTIFICATION_PAGE_SIZE = 20;
export const PANEL_PAGE_SIZE = 20;

const notificationSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  content: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  isRead: z.boolean(),
  createdAt: z.string(),
  type: z.string(),
  meta: z
    .object({
      businessId: z.union([z.string(), z.number()]).nullish(),
      channelId: z.union([z.string(), z.number()]).nullish(),
      businessName: z.string().nullish(),
      uploadRequestId: z.string().nullish(),
    })
    .nullish()
    .transform((meta) => ({
      businessId: meta?.businessId == null ? undefined : String(meta.businessId),
      channelId: meta?.channelId == null ? undefined : String(meta.channelId),
      businessName: meta?.businessName ?? undefined,
      uploadRequestId: meta?.uploadRequestId ?? undefined,
    })),
});

export type AppNotification = z.infer<typeof notificationSchema>;

const listSchema = z.object({
  data: z.array(notificationSchema),
  pagination: z.object({ skip: z.number(), limit: z.number(), total: z.number() }),
});

export type NotificationPageData = z.infer<typeof listSchema>;

export interface NotificationQuery {
  skip: number;
  limit: number;
  type?: string;
  hasMentionReceiver?: boolean;
}

export function fetchNotifications(query: NotificationQuery, signal?: AbortSignal): Promise<NotificationPageData> {
  return api(listSchema, '/api/v1/notifications', { query: { ...query }, signal });
}

/** Opening a notification marks it read. */
export async function openNotification(id: string): Promise<void> {
  await request(`/api/v1/notifications/${encodeURIComponent(id)}`);
}

export async function readAllNotifications(): Promise<void> {
  await request('/api/v1/notifications/read-all', { method: 'POST' });
}

const countSchema = z.object({ data: z.number().nullish() });

/** The unread count; a falsy answer counts as 0 (SPEC.md §4). */
export async function fetchUnreadCount(): Promise<number> {
  const answer = await api(countSchema, '/api/v1/notifications/count-unread');
  return answer.data || 0;
}
