/**
 * Notifications: a user's own list, reading them, and `notify` for the features that create
 * them (chat, files, reports). Every change to a user's unread count is also sent to all of
 * that user's sockets, so each open tab refreshes its bell.
 */
import { renderMessage, type AccountLanguage, type Message } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { readAllNotify, readNotify, realtimeNotify } from './notifications.events.js';
import { presentNotification, type NotificationRow } from './notifications.presenter.js';
import * as repo from './notifications.repo.js';
import type { ListQuery, NotificationDto } from './notifications.schema.js';
import { NOTIFICATION_TYPES, type NotificationMeta, type NotificationType } from './notifications.tables.js';

const CHAT_TYPES: readonly NotificationType[] = ['chat', 'chat_mention', 'chat_new_message'];

/**
 * The types a list filter admits. `type=chat` is the whole chat family; `hasMentionReceiver`
 * narrows to mentions (true) or to everything that is not a mention (false). Both filters
 * apply together, so `type=chat&hasMentionReceiver=false` is plain chat and new messages.
 */
export function typesForFilter(
  type: NotificationType | undefined,
  hasMentionReceiver: boolean | undefined,
): NotificationType[] | undefined {
  if (type === undefined && hasMentionReceiver === undefined) return undefined;
  const byType = type === undefined ? NOTIFICATION_TYPES : type === 'chat' ? CHAT_TYPES : [type];
  if (hasMentionReceiver === undefined) return [...byType];
  return byType.filter((t) => (t === 'chat_mention') === hasMentionReceiver);
}

export async function listNotifications(ctx: AppContext, userId: string, query: ListQuery) {
  const types = typesForFilter(query.type, query.hasMentionReceiver);
  const { rows, total } =
    types?.length === 0
      ? { rows: [], total: 0 }
      : await repo.listNotifications(ctx.db, { userId, types, skip: query.skip, limit: query.limit });
  return { data: rows.map(presentNotification), pagination: { skip: query.skip, limit: query.limit, total } };
}

/**
 * Opening a notification reads it; the other tabs hear of it only when the count changed. Read
 * state is not a business record: no audit, as for a chat channel's.
 */
export async function openNotification(ctx: AppContext, userId: string, id: string): Promise<NotificationDto> {
  return command(ctx, { id: userId }, async (cmd) => {
    const changed = await repo.markOwnRead(cmd.db, userId, id);
    const row = await repo.findOwnNotification(cmd.db, userId, id);
    if (!row) throw Errors.notFound('Notification');
    if (changed) cmd.afterCommit(async () => ctx.realtime.toUser(userId, readNotify, { count: await repo.countUnread(ctx.db, userId) }));
    return presentNotification(row);
  });
}

export async function readAllNotifications(ctx: AppContext, userId: string): Promise<number> {
  return command(ctx, { id: userId }, async (cmd) => {
    const updated = await repo.markAllOwnRead(cmd.db, userId);
    cmd.afterCommit(() => ctx.realtime.toUser(userId, readAllNotify, { count: 0 }));
    return updated;
  });
}

export const countUnreadNotifications = (ctx: AppContext, userId: string): Promise<number> => repo.countUnread(ctx.db, userId);

export interface NotifyTargets {
  userIds: readonly string[];
  type: NotificationType;
  /** Catalogue messages are said in each recipient's stored language; a string (a chat message's text) as it is. */
  title: string | Message;
  content?: string | Message;
  meta?: NotificationMeta;
  /** The clients show it without playing the sound, e.g. for a channel the user is reading. */
  silent?: boolean;
}

/**
 * Creates one notification per target user as a step of the caller's command, and registers their
 * realtime_notify on it: they are sent once the command commits, never if it rolls back.
 */
export async function notify(cmd: Command, targets: NotifyTargets): Promise<NotificationRow[]> {
  const userIds = [...new Set(targets.userIds)];
  const { title, content = '' } = targets;
  const languages =
    typeof title === 'string' && typeof content === 'string' ? new Map<string, AccountLanguage>() : await repo.languagesOf(cmd.db, userIds);
  const say = (text: string | Message, userId: string) =>
    typeof text === 'string' ? text : renderMessage(languages.get(userId) ?? 'en', text);
  const rows = await repo.insertNotifications(
    cmd.db,
    userIds.map((userId) => ({
      userId,
      type: targets.type,
      title: say(title, userId),
      content: say(content, userId),
      meta: targets.meta ?? {},
    })),
  );
  if (rows.length > 0) cmd.afterCommit((ctx) => publishNotifications(ctx, rows, targets.silent ?? false));
  return rows;
}

async function publishNotifications(ctx: AppContext, rows: readonly NotificationRow[], silent: boolean): Promise<void> {
  // Counted after the commit, so the count includes these rows and whatever else committed since.
  const counts = await repo.countUnreadByUser(
    ctx.db,
    rows.map((row) => row.userId),
  );
  for (const row of rows) {
    ctx.realtime.toUser(row.userId, realtimeNotify, {
      count: counts.get(row.userId) ?? 0,
      notification: presentNotification(row),
      silent,
    });
  }
}
