/**
 * All SQL on notifications. Every read and write takes the owner's id and puts it in the query
 * itself, so another user's notification is simply not found.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AccountLanguage } from '@ledgerdesk/domain';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/index.js';
import type { NotificationRow } from './notifications.presenter.js';
import { notifications, type NotificationMeta, type NotificationType } from './notifications.tables.js';

export interface ListFilter {
  userId: string;
  /** Undefined: every type. */
  types: readonly NotificationType[] | undefined;
  skip: number;
  limit: number;
}

function ownedWhere(userId: string, types: readonly NotificationType[] | undefined): SQL | undefined {
  return and(eq(notifications.userId, userId), types ? inArray(notifications.type, [...types]) : undefined);
}

export async function listNotifications(db: Db, filter: ListFilter): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = ownedWhere(filter.userId, filter.types);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      // Rows made by one statement share created_at; the id keeps pages stable between requests.
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(filter.skip)
      .limit(filter.limit),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findOwnNotification(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

/** True when this call changed it from unread to read. */
export async function markOwnRead(db: Db, userId: string, id: string): Promise<boolean> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return changed.length > 0;
}

export async function markAllOwnRead(db: Db, userId: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return changed.length;
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.unread ?? 0;
}

/** Unread counts of several users in one query; users with none are absent from the map. */
export async function countUnreadByUser(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), eq(notifications.isRead, false)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.unread]));
}

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  content: string;
  meta: NotificationMeta;
}

export async function insertNotifications(db: Db, values: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(notifications)
    .values([...values])
    .returning();
}

/** Each user's stored language, to say their notifications in it. */
export async function languagesOf(db: Db, userIds: readonly string[]): Promise<Map<string, AccountLanguage>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.language]));
}
