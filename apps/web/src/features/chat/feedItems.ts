/** The feed as rows: a day separator before the first message of each day, then the messages. */
import { formatDate } from '@ledgerdesk/domain';
import dayjs from 'dayjs';
import type { ChatMessage } from './api';

export type FeedItem = { kind: 'day'; key: string; day: string } | { kind: 'message'; key: string; message: ChatMessage };

export function feedItems(messages: readonly ChatMessage[]): FeedItem[] {
  const items: FeedItem[] = [];
  let lastDay = '';
  for (const message of messages) {
    const day = dayjs(message.createdAt).format('YYYY-MM-DD');
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day-${day}`, day });
      lastDay = day;
    }
    items.push({ kind: 'message', key: `m-${message.id}`, message });
  }
  return items;
}

/** A separator's label: the day as every date is shown. */
export const dayLabel = (day: string): string => formatDate(day);
