/**
 * SQL on channels. Readers that answer a caller take the caller's business
 * scope and put it in the query, so a channel of a business outside it is simply not found.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businesses } from '../businesses/index.js';
import { users } from '../users/index.js';
import { channelMembers, channels, messages } from './chat.tables.js';

export type ChannelRow = typeof channels.$inferSelect;

export interface BusinessRef {
  id: string;
  name: string;
  clientId: string;
}

/** Serialises creating a business's channels, which no unique index guards (one group, one single per pair). */
export async function lockBusinessChat(db: Db, businessId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${businessId}`}))`);
}

export async function findBusiness(db: Db, businessId: string, scope: SQL | undefined): Promise<BusinessRef | undefined> {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, clientId: businesses.clientId })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), scope))
    .limit(1);
  return row;
}

export interface AccessibleChannel extends ChannelRow {
  business: BusinessRef;
  isMember: boolean;
}

/**
 * A channel the caller may use: its business is in their scope, and it is the business's group
 * channel or a single channel they belong to.
 */
export async function findAccessibleChannel(
  db: Db,
  channelId: string,
  userId: string,
  scope: SQL | undefined,
): Promise<AccessibleChannel | undefined> {
  const [row] = await db
    .select({
      channel: channels,
      business: { id: businesses.id, name: businesses.name, clientId: businesses.clientId },
      memberId: channelMembers.userId,
    })
    .from(channels)
    .innerJoin(businesses, eq(businesses.id, channels.businessId))
    .leftJoin(channelMembers, and(eq(channelMembers.channelId, channels.id), eq(channelMembers.userId, userId)))
    .where(and(eq(channels.id, channelId), scope, or(eq(channels.kind, 'group'), eq(channelMembers.userId, userId))))
    .limit(1);
  if (!row) return undefined;
  return { ...row.channel, business: row.business, isMember: row.memberId !== null };
}

export async function findGroupChannel(db: Db, businessId: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.businessId, businessId), eq(channels.kind, 'group')))
    .orderBy(asc(channels.createdAt))
    .limit(1);
  return row;
}

/** The single channel of `businessId` whose two members are `a` and `b`. */
export async function findSingleChannel(db: Db, businessId: string, a: string, b: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.businessId, businessId),
        eq(channels.kind, 'single'),
        sql`(select count(*) from ${channelMembers} where ${channelMembers.channelId} = ${channels.id}
          and ${channelMembers.userId} in (${a}, ${b})) = 2`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertChannel(db: Db, values: typeof channels.$inferInsert): Promise<ChannelRow> {
  const [row] = await db.insert(channels).values(values).returning();
  if (!row) throw new Error('channel not inserted');
  return row;
}

/** The newest message that is not deleted, as JSON, so a channel list stays one query. */
const lastMessageOfRow = sql<{
  id: number;
  kind: 'text' | 'file_request';
  preview: string;
  authorName: string | null;
  createdAt: string;
} | null>`(
  select json_build_object('id', m.id, 'kind', m.kind, 'preview', left(m.body, 140), 'createdAt', m.created_at,
    'authorName', trim(u.first_name || ' ' || u.last_name))
  from ${messages} m left join ${users} u on u.id = m.author_id
  where m.channel_id = ${channels.id} and m.deleted_at is null
  order by m.id desc limit 1)`;

export interface ChannelListRow extends ChannelRow {
  businessName: string;
  unreadCount: number | null;
  mentionCount: number | null;
  lastMessage: typeof lastMessageOfRow._.type;
}

/** The caller's channels of one business: its group channel and the single channels they are in. */
export async function listChannelsOfBusiness(db: Db, userId: string, businessId: string): Promise<ChannelListRow[]> {
  const rows = await db
    .select({
      channel: channels,
      businessName: businesses.name,
      unreadCount: channelMembers.unreadCount,
      mentionCount: channelMembers.mentionCount,
      lastMessage: lastMessageOfRow,
    })
    .from(channels)
    .innerJoin(businesses, eq(businesses.id, channels.businessId))
    .leftJoin(channelMembers, and(eq(channelMembers.channelId, channels.id), eq(channelMembers.userId, userId)))
    .where(and(eq(channels.businessId, businessId), or(eq(channels.kind, 'group'), sql`${channelMembers.userId} is not null`)));
  return rows.map(({ channel, ...rest }) => ({ ...channel, ...rest }));
}
