/**
 * The notifications API (SPEC.md §3, §7), declared once: the server validates and documents with
 * these, the web parses the answers with them.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

export const NOTIFICATION_TYPES = ['chat', 'file_request', 'reports', 'chat_mention', 'chat_new_message'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MAX_PAGE_SIZE = 100;

/** Query strings carry booleans as text: only the exact words count, anything else is a 400. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const notificationListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_MAX_PAGE_SIZE).default(10),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  hasMentionReceiver: queryBoolean.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  meta: z.object({
    businessId: z.string().nullable(),
    channelId: z.string().nullable(),
    businessName: z.string().nullable(),
    /** file_request only: the upload request the files came through (the bell links to it). */
    uploadRequestId: z.string().optional(),
    /** reports only: the report and period of the lock request (the bell opens that report). */
    reportType: z.string().optional(),
    reportFrom: z.string().optional(),
    reportTo: z.string().optional(),
  }),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationListAnswerSchema = z.object({ data: z.array(notificationSchema), pagination: paginationSchema });
export const notificationAnswerSchema = z.object({ data: notificationSchema });
export const notificationsReadAnswerSchema = z.object({ data: z.object({ updated: z.number().int() }) });
export const notificationCountAnswerSchema = z.object({ data: z.number().int() });
