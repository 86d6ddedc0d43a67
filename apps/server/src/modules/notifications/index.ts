/**
 * The notifications module's public surface. Other features create notifications with `notify`
 * as a step of a write's `command` (platform/db); the realtime events follow the commit by themselves.
 */
export { notifications, NOTIFICATION_TYPES, type NotificationMeta, type NotificationType } from './notifications.tables.js';
export { notify, type NotifyTargets } from './notifications.service.js';
export type { NotificationRow } from './notifications.presenter.js';
export type { NotificationDto } from './notifications.schema.js';
export { readAllNotify, readNotify, realtimeNotify } from './notifications.events.js';
export { registerNotificationRoutes } from './notifications.routes.js';
