/** Request and answer shapes of the notifications API (SPEC.md §3, §7); they also feed OpenAPI. */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notifications.tables.js';

export const MAX_PAGE_SIZE = 100;

/** Query strings carry booleans as text: only the exact words count, anything else is a 400. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  hasMentionReceiver: queryBoolean.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

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
  }),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const listResponseSchema = z.object({
  data: z.array(notificationSchema),
  pagination: z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export const detailResponseSchema = z.object({ data: notificationSchema });
export const readAllResponseSchema = z.object({ data: z.object({ updated: z.number().int() }) });
export const countResponseSchema = z.object({ data: z.number().int() });
