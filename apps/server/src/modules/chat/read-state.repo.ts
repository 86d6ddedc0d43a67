/**
 * SQL on each member's read state (last read message, unread and mention counts): the `news`
 * of SPEC.md §4, kept per member so every tab and device agrees.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businesses } from '../businesses/index.js';
import { channelMembers, channels, messages } from './chat.tables.js';

export interface MemberState {
  userId: string;
  unreadCount: number;
  mentionCount: number;
  lastReadMessageId: number | null;
}

export async function lockMemberState(db: Db, channelId: string, userId: string): Promise<MemberState | undefined> {
  const [row] = await db
    .select({
      userId: channelMembers.userId,
      unreadCount: channelMembers.unreadCount,
      mentionCount: channelMembers.mentionCount,
      lastReadMessageId: channelMembers.lastReadMessageId,
    })
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId)))
    .for('update');
  return row;
}

/**
 * Reads up to `upTo` (never back past an earlier mark), then counts what is still unread after
 * it: normally nothing, but a client that marks an older message keeps the news of later ones.
 */
export async function markRead(db: Db, channelId: string, userId: string, upTo: number | null): Promise<MemberState> {
  const unreadAfter = (mark: SQL) => sql`(select count(*)::int from ${messages} m
    where m.channel_id = ${channelId} and m.deleted_at is null and m.id > coalesce(${mark}, 0)
      and m.author_id is distinct from ${userId})`;
  const mentionedAfter = (mark: SQL) => sql`(select count(*)::int from ${messages} m
    join message_mentions mm on mm.message_id = m.id and mm.user_id = ${userId}
    where m.channel_id = ${channelId} and m.deleted_at is null and m.id > coalesce(${mark}, 0)
      and m.author_id is distinct from ${userId})`;
  const latest = sql`(select max(m.id) from ${messages} m where m.channel_id = ${channelId})`;
  const target = upTo === null ? latest : sql`least(${upTo}::bigint, ${latest})`;
  const mark = sql`greatest(${channelMembers.lastReadMessageId}, ${target})`;
  const [row] = await db
    .update(channelMembers)
    .set({ lastReadMessageId: mark, unreadCount: unreadAfter(mark), mentionCount: mentionedAfter(mark) })
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId)))
    .returning({
      userId: channelMembers.userId,
      unreadCount: channelMembers.unreadCount,
      mentionCount: channelMembers.mentionCount,
      lastReadMessageId: channelMembers.lastReadMessageId,
    });
  if (!row) throw new Error('member not found while marking read');
  return row;
}

export interface UnreadRow {
  channelId: string;
  businessId: string;
  count: number;
}

/** Every channel of the caller with news, limited to businesses still in their scope. */
export async function listUnread(db: Db, userId: string, scope: SQL | undefined): Promise<UnreadRow[]> {
  const rows = await db
    .select({ channelId: channels.id, businessId: channels.businessId, count: channelMembers.unreadCount })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .innerJoin(businesses, eq(businesses.id, channels.businessId))
    .where(and(eq(channelMembers.userId, userId), sql`${channelMembers.unreadCount} > 0`, scope))
    .orderBy(asc(channels.createdAt), asc(channels.id));
  return rows.flatMap((row) => (row.businessId ? [{ channelId: row.channelId, businessId: row.businessId, count: row.count }] : []));
}
