/**
 * SQL on messages, their mentions and attachments, and the read-state counters a message moves.
 * A page of messages is one query: author, mentions and attachments come along as JSON.
 */
import { and, desc, eq, ilike, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/index.js';
import { attachmentsOfMessage, type AttachmentRow } from './chat.files.js';
import { channelMembers, messageAttachments, messageMentions, messages } from './chat.tables.js';

export type MessageRow = typeof messages.$inferSelect;

export interface MentionRow {
  userId: string;
  firstName: string;
  lastName: string;
}

const mentionsOfRow = sql<MentionRow[]>`coalesce((
  select json_agg(json_build_object('userId', mu.id, 'firstName', mu.first_name, 'lastName', mu.last_name))
  from ${messageMentions} mm join ${users} mu on mu.id = mm.user_id
  where mm.message_id = ${messages.id}), '[]'::json)`;

const viewColumns = {
  message: messages,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorAvatar: users.avatar,
  mentions: mentionsOfRow,
  attachments: attachmentsOfMessage(messages.id),
};

export interface MessageView extends MessageRow {
  author: { id: string; firstName: string; lastName: string; avatar: string | null } | null;
  mentions: MentionRow[];
  attachments: AttachmentRow[];
}

function selectViews(db: Db) {
  return db.select(viewColumns).from(messages).leftJoin(users, eq(users.id, messages.authorId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView(row: ViewRow): MessageView {
  const { message, authorFirstName, authorLastName, authorAvatar, mentions, attachments } = row;
  const author =
    message.authorId && authorFirstName !== null && authorLastName !== null
      ? { id: message.authorId, firstName: authorFirstName, lastName: authorLastName, avatar: authorAvatar }
      : null;
  return { ...message, author, mentions, attachments };
}

export async function findMessageView(db: Db, id: number): Promise<MessageView | undefined> {
  const [row] = await selectViews(db).where(eq(messages.id, id)).limit(1);
  return row ? toView(row) : undefined;
}

/** `%`, `_` and `\` in what the user typed are matched literally. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Newest first, `limit + 1` rows so the caller knows whether an older page exists. A search
 * leaves deleted messages out; the plain feed keeps them, as "message deleted" placeholders.
 */
export async function listMessageViews(
  db: Db,
  channelId: string,
  page: { before?: number | undefined; limit: number; q?: string | undefined },
): Promise<MessageView[]> {
  const rows = await selectViews(db)
    .where(
      and(
        eq(messages.channelId, channelId),
        page.before ? lt(messages.id, page.before) : undefined,
        page.q ? and(isNull(messages.deletedAt), ilike(messages.body, likePattern(page.q))) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit + 1);
  return rows.map(toView);
}

export async function lockMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).for('update');
  return row;
}

export async function insertMessage(db: Db, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('message not inserted');
  return row;
}

export async function updateMessage(db: Db, id: number, values: Partial<typeof messages.$inferInsert>): Promise<void> {
  await db.update(messages).set(values).where(eq(messages.id, id));
}

export async function mentionedUserIds(db: Db, messageId: number): Promise<string[]> {
  const rows = await db.select({ userId: messageMentions.userId }).from(messageMentions).where(eq(messageMentions.messageId, messageId));
  return rows.map((row) => row.userId);
}

export async function addMentions(db: Db, messageId: number, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(messageMentions)
    .values(userIds.map((userId) => ({ messageId, userId })))
    .onConflictDoNothing();
}

export async function removeMentions(db: Db, messageId: number, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(messageMentions).where(and(eq(messageMentions.messageId, messageId), inArray(messageMentions.userId, [...userIds])));
}

export async function addAttachments(db: Db, messageId: number, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(messageAttachments)
    .values(fileIds.map((fileId) => ({ messageId, fileId })))
    .onConflictDoNothing();
}

export interface CounterChange {
  userId: string;
  unreadCount: number;
  mentionCount: number;
}

const counterColumns = {
  userId: channelMembers.userId,
  unreadCount: channelMembers.unreadCount,
  mentionCount: channelMembers.mentionCount,
};

/** Each recipient has one more unread message; the mentioned ones one more mention. */
export async function countNewMessage(
  db: Db,
  channelId: string,
  recipients: readonly string[],
  mentioned: readonly string[],
): Promise<CounterChange[]> {
  if (recipients.length === 0) return [];
  const isMentioned = mentioned.length > 0 ? sql`${channelMembers.userId} in ${[...mentioned]}` : sql`false`;
  return db
    .update(channelMembers)
    .set({
      unreadCount: sql`${channelMembers.unreadCount} + 1`,
      mentionCount: sql`${channelMembers.mentionCount} + case when ${isMentioned} then 1 else 0 end`,
    })
    .where(and(eq(channelMembers.channelId, channelId), inArray(channelMembers.userId, [...recipients])))
    .returning(counterColumns);
}

/** Members for whom message `messageId` is still unread (their read mark is before it). */
const stillUnread = (messageId: number): SQL =>
  sql`(${channelMembers.lastReadMessageId} is null or ${channelMembers.lastReadMessageId} < ${messageId})`;

/** Moves the mention count of members who have not read the message yet; `delta` is +1 or -1. */
export async function shiftMentions(
  db: Db,
  channelId: string,
  messageId: number,
  userIds: readonly string[],
  delta: 1 | -1,
): Promise<CounterChange[]> {
  if (userIds.length === 0) return [];
  return db
    .update(channelMembers)
    .set({ mentionCount: sql`greatest(${channelMembers.mentionCount} + ${delta}, 0)` })
    .where(and(eq(channelMembers.channelId, channelId), inArray(channelMembers.userId, [...userIds]), stillUnread(messageId)))
    .returning(counterColumns);
}

/** A deleted message stops counting for everyone who had not read it, mentions included. */
export async function uncountMessage(
  db: Db,
  channelId: string,
  message: Pick<MessageRow, 'id' | 'authorId'>,
  mentioned: readonly string[],
): Promise<CounterChange[]> {
  const isMentioned = mentioned.length > 0 ? sql`${channelMembers.userId} in ${[...mentioned]}` : sql`false`;
  return db
    .update(channelMembers)
    .set({
      unreadCount: sql`greatest(${channelMembers.unreadCount} - 1, 0)`,
      mentionCount: sql`greatest(${channelMembers.mentionCount} - case when ${isMentioned} then 1 else 0 end, 0)`,
    })
    .where(
      and(
        eq(channelMembers.channelId, channelId),
        message.authorId ? ne(channelMembers.userId, message.authorId) : undefined,
        stillUnread(message.id),
      ),
    )
    .returning(counterColumns);
}
