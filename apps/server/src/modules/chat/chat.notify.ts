/**
 * The notifications a chat message creates, as steps of the message's command.
 *
 * Mentioned members get a chat_mention for every mention. The other members get a
 * chat_new_message, but at most one unread per channel: while they have not opened the last
 * one, a busy channel does not bury their bell under one notification per message (the
 * channel's `news` still counts every message). Once they read it, the next message notifies
 * them again. A file request tells every other member with one `file_request` each: it asks
 * something of them, so it is never folded into an earlier unread notification.
 */
import { fullName, message } from '@ledgerdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Command } from '../../platform/db/command.js';
import { notifications, notify } from '../notifications/index.js';

const PREVIEW_LENGTH = 200;

export interface MessageNotice {
  kind?: 'text' | 'file_request';
  channelId: string;
  businessId: string;
  businessName: string;
  author: { firstName: string; lastName: string };
  body: string;
  /** Members to tell of a mention (never the author). */
  mentioned: readonly string[];
  /** Other members to tell of a new message (never the author; mentioned ones are left out here). */
  others: readonly string[];
}

/** Members of `userIds` who still have an unread chat_new_message of this channel. */
async function alreadyNotified(db: Db, channelId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        eq(notifications.isRead, false),
        eq(notifications.type, 'chat_new_message'),
        sql`${notifications.meta}->>'channelId' = ${channelId}`,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

export async function notifyMessage(cmd: Command, notice: MessageNotice): Promise<void> {
  const meta = { businessId: notice.businessId, channelId: notice.channelId, businessName: notice.businessName };
  const author = fullName(notice.author) || 'Someone';
  const content = notice.body.slice(0, PREVIEW_LENGTH);
  if (notice.kind === 'file_request') {
    if (notice.others.length > 0)
      await notify(cmd, {
        userIds: notice.others,
        type: 'file_request',
        title: message('notifications.filesRequested', { author }),
        content,
        meta,
      });
    return;
  }
  if (notice.mentioned.length > 0) {
    await notify(cmd, {
      userIds: notice.mentioned,
      type: 'chat_mention',
      title: message('notifications.mentioned', { author }),
      content,
      meta,
    });
  }
  const mentioned = new Set(notice.mentioned);
  const candidates = notice.others.filter((id) => !mentioned.has(id));
  const skip = await alreadyNotified(cmd.db, notice.channelId, candidates);
  const targets = candidates.filter((id) => !skip.has(id));
  if (targets.length > 0) {
    await notify(cmd, {
      userIds: targets,
      type: 'chat_new_message',
      title: message('notifications.newMessage', { author }),
      content,
      meta,
    });
  }
}

/** A mention added by an edit: only the newly mentioned hear of it. */
export async function notifyMentionAdded(cmd: Command, notice: Omit<MessageNotice, 'others'>): Promise<void> {
  if (notice.mentioned.length === 0) return;
  const author = fullName(notice.author) || 'Someone';
  await notify(cmd, {
    userIds: notice.mentioned,
    type: 'chat_mention',
    title: message('notifications.mentioned', { author }),
    content: notice.body.slice(0, PREVIEW_LENGTH),
    meta: { businessId: notice.businessId, channelId: notice.channelId, businessName: notice.businessName },
  });
}
