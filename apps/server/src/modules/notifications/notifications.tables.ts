import { NOTIFICATION_TYPES, type NotificationType } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

// The kinds are part of the API contract, so the domain declares them.
export { NOTIFICATION_TYPES, type NotificationType };

export interface NotificationMeta {
  businessId?: string;
  channelId?: string;
  businessName?: string;
  [key: string]: string | undefined;
}

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    meta: jsonb('meta').$type<NotificationMeta>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);
