/** The one shape a notification leaves the server in, over HTTP and over sockets alike. */
import type { NotificationDto } from './notifications.schema.js';
import type { notifications } from './notifications.tables.js';

export type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    meta: {
      businessId: row.meta.businessId ?? null,
      channelId: row.meta.channelId ?? null,
      businessName: row.meta.businessName ?? null,
      ...(row.meta.uploadRequestId ? { uploadRequestId: row.meta.uploadRequestId } : {}),
      ...(row.type === 'reports' && row.meta.reportType && row.meta.reportFrom && row.meta.reportTo
        ? { reportType: row.meta.reportType, reportFrom: row.meta.reportFrom, reportTo: row.meta.reportTo }
        : {}),
    },
  };
}
