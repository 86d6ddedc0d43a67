/** The notification page keeps its tab, sub-filter and page in the URL. */
import { z } from 'zod';
import { CHAT_FILTERS, DISABLED_TABS, NOTIFICATION_TABS, type NotificationFilter } from './filters';

const searchSchema = z.object({
  tab: z.enum(NOTIFICATION_TABS).catch('all'),
  chat: z.enum(CHAT_FILTERS).catch('mention'),
  page: z.coerce.number().int().min(1).catch(1),
});

export interface NotificationPageState extends NotificationFilter {
  page: number;
}

export function parseNotificationSearch(params: URLSearchParams): NotificationPageState {
  const parsed = searchSchema.parse({
    tab: params.get('tab') ?? undefined,
    chat: params.get('chat') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  return DISABLED_TABS.includes(parsed.tab) ? { ...parsed, tab: 'all' } : parsed;
}

export function notificationSearch(state: NotificationPageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.tab === 'chat') params.set('chat', state.chat);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
