/**
 * The tabs of the notification panel and page (SPEC.md §2): All, Chat (with the Mention and
 * New message sub-filters), File Request (disabled) and Reports (the lock flow notifies).
 */
import { REPORT_TYPES, type ReportType } from '@ledgerdesk/domain';
import { reviewPath } from '../reports/reportList';
import type { NotificationQuery } from './api';

export const NOTIFICATION_TABS = ['all', 'chat', 'file_request', 'reports'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
export const DISABLED_TABS: readonly NotificationTab[] = ['file_request'];

export const CHAT_FILTERS = ['mention', 'new_message'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];

export interface NotificationFilter {
  tab: NotificationTab;
  chat: ChatFilter;
}

export const DEFAULT_FILTER: NotificationFilter = { tab: 'all', chat: 'mention' };

export function filterQuery(filter: NotificationFilter): Pick<NotificationQuery, 'type' | 'hasMentionReceiver'> {
  switch (filter.tab) {
    case 'all':
      return {};
    case 'chat':
      return { type: 'chat', hasMentionReceiver: filter.chat === 'mention' };
    default:
      return { type: filter.tab };
  }
}

export function isChatNotification(type: string): boolean {
  return type === 'chat' || type.startsWith('chat_');
}

const isReportType = (value: string | undefined): value is ReportType => REPORT_TYPES.some((type) => type === value);

/**
 * Where a notification leads; chat ones open their channel, files from an upload link open its
 * request, a report's lock step opens the report on its period.
 */
export function notificationTarget(notification: {
  type: string;
  meta: {
    businessId?: string | null;
    channelId?: string | null;
    uploadRequestId?: string | undefined;
    reportType?: string | undefined;
    reportFrom?: string | undefined;
    reportTo?: string | undefined;
  };
}): string | undefined {
  const { businessId, channelId, uploadRequestId, reportType, reportFrom, reportTo } = notification.meta;
  if (notification.type === 'file_request' && uploadRequestId) return `/upload-request/${encodeURIComponent(uploadRequestId)}`;
  if (notification.type === 'reports' && businessId && isReportType(reportType) && reportFrom && reportTo) {
    return reviewPath({ type: reportType, businessId, from: reportFrom, to: reportTo });
  }
  if (!isChatNotification(notification.type) || !businessId || !channelId) return undefined;
  return `/chat?${new URLSearchParams({ businessId, channelId }).toString()}`;
}
