/**
 * SQL on channels and their members. Readers that answer a caller take the caller's business
 * scope and put it in the query, so a channel of a business outside it is simply not found.
 */
import { Role } from '@ledgerdesk/domain';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { businessCaseManagers, businesses } from '../businesses/index.js';
import { clients } from '../clients/index.js';
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
export async function findAccessibleChannel(db: Db, channelId: string, userId: string, scope: SQL | undefined): Promise<AccessibleChannel | undefined> {
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

/**
 * Adds members who are not in yet. A newcomer starts with everything before now read: history
 * stays readable, but only what is posted after they joined counts as news for them.
 */
export async function addMembers(db: Db, channelId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const latest = sql<number | null>`(select max(${messages.id}) from ${messages} where ${messages.channelId} = ${channelId})`;
  const added = await db
    .insert(channelMembers)
    .values([...new Set(userIds)].map((userId) => ({ channelId, userId, lastReadMessageId: latest })))
    .onConflictDoNothing()
    .returning({ userId: channelMembers.userId });
  return added.map((row) => row.userId);
}

export async function removeMembers(db: Db, channelId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(channelMembers).where(and(eq(channelMembers.channelId, channelId), inArray(channelMembers.userId, [...userIds])));
}

export async function memberIds(db: Db, channelId: string): Promise<string[]> {
  const rows = await db.select({ userId: channelMembers.userId }).from(channelMembers).where(eq(channelMembers.channelId, channelId));
  return rows.map((row) => row.userId);
}

/**
 * Who belongs in a business's group channel by assignment: its case managers, its client's
 * supervisor and its client's portal users, while active in that role.
 */
export async function assignedMemberIds(db: Db, business: BusinessRef): Promise<string[]> {
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(
          and(
            eq(users.roleId, Role.CaseManager),
            sql`${users.id} in (select ${businessCaseManagers.userId} from ${businessCaseManagers}
              where ${businessCaseManagers.businessId} = ${business.id})`,
          ),
          and(
            eq(users.roleId, Role.Supervisor),
            sql`${users.id} = (select ${clients.supervisorId} from ${clients} where ${clients.id} = ${business.clientId})`,
          ),
          and(eq(users.roleId, Role.Client), eq(users.clientId, business.clientId)),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

export interface MemberUserRow {
  channelId: string;
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  roleId: number;
  status: 'active' | 'inactive';
  regionId: string | null;
  brandId: string | null;
  clientId: string | null;
  email: string;
}

export async function membersOf(db: Db, channelIds: readonly string[]): Promise<MemberUserRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .select({
      channelId: channelMembers.channelId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      roleId: users.roleId,
      status: users.status,
      regionId: users.regionId,
      brandId: users.brandId,
      clientId: users.clientId,
      email: users.email,
    })
    .from(channelMembers)
    .innerJoin(users, eq(users.id, channelMembers.userId))
    .where(inArray(channelMembers.channelId, [...channelIds]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The newest message that is not deleted, as JSON, so a channel list stays one query. */
const lastMessageOfRow = sql<{ id: number; kind: 'text' | 'file_request'; preview: string; authorName: string | null; createdAt: string } | null>`(
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

export type ScopeUserRow = Omit<MemberUserRow, 'channelId'>;

export async function findUser(db: Db, id: string): Promise<ScopeUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      roleId: users.roleId,
      status: users.status,
      regionId: users.regionId,
      brandId: users.brandId,
      clientId: users.clientId,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
