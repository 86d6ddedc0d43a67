import { message as say } from '@ledgerdesk/domain';
/**
 * Editing and deleting one's own messages. Both keep the members' counts true: an edit moves
 * the mention counts of members who have not read the message yet (and notifies the newly
 * mentioned), a delete takes the message out of the unread and mention counts of everyone who
 * had not read it. Both are audited with what the message said before.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { accessibleChannel } from './chat.access.js';
import { channelRoom, messageDeleted, messageUpdated, unreadUpdate } from './chat.events.js';
import { notifyMentionAdded } from './chat.notify.js';
import { presentMessage } from './chat.presenter.js';
import type { EditMessageInput, MessageDto } from './chat.schema.js';
import type * as channelsRepo from './channels.repo.js';
import * as membersRepo from './members.repo.js';
import { assertMembers } from './messages.service.js';
import * as repo from './messages.repo.js';

/** The live message `id` in a channel the caller may use, locked, and written by the caller. */
async function ownMessage(db: Db, user: AuthUser, id: number) {
  const message = await repo.lockMessage(db, id);
  if (!message || message.deletedAt) throw Errors.notFound('Message');
  const channel = await accessibleChannel(db, user, message.channelId);
  if (message.authorId !== user.id) throw Errors.forbidden();
  return { message, channel };
}

function emitCounters(cmd: Command, channel: channelsRepo.AccessibleChannel, counters: readonly repo.CounterChange[]): void {
  if (counters.length === 0) return;
  cmd.afterCommit((ctx) => {
    for (const c of counters) {
      ctx.realtime.toUser(c.userId, unreadUpdate, {
        channelId: channel.id,
        businessId: channel.business.id,
        count: c.unreadCount,
        mentions: c.mentionCount,
      });
    }
  });
}

export async function editMessage(ctx: AppContext, user: AuthUser, id: number, input: EditMessageInput): Promise<MessageDto> {
  return command(ctx, user, async (cmd) => {
    const { message, channel } = await ownMessage(cmd.db, user, id);
    const before = await repo.findMessageView(cmd.db, id);
    if (input.body.trim() === '' && !before?.attachments.length) throw Errors.badRequest(say('chat.emptyMessage'));
    const previous = await repo.mentionedUserIds(cmd.db, id);
    const next = input.mentions === undefined ? previous : assertMembers(await membersRepo.membersOf(cmd.db, [channel.id]), input.mentions);
    const removed = previous.filter((m) => !next.includes(m));
    const added = next.filter((m) => !previous.includes(m));

    await repo.updateMessage(cmd.db, id, { body: input.body, editedAt: new Date() });
    await repo.removeMentions(cmd.db, id, removed);
    await repo.addMentions(cmd.db, id, added);
    const others = (ids: string[]) => ids.filter((m) => m !== user.id);
    const counters = [
      ...(await repo.shiftMentions(cmd.db, channel.id, id, others(removed), -1)),
      ...(await repo.shiftMentions(cmd.db, channel.id, id, others(added), 1)),
    ];
    await cmd.audit({
      action: 'chat.message_edited',
      entity: 'message',
      entityId: String(id),
      before: { body: message.body, mentions: previous },
      after: { body: input.body, mentions: next },
    });
    const view = await repo.findMessageView(cmd.db, id);
    if (!view) throw new Error('message vanished within its transaction');
    const dto = presentMessage(view);
    cmd.afterCommit((ctx) => ctx.realtime.to(channelRoom(channel.id), messageUpdated, { channelId: channel.id, message: dto }));
    emitCounters(cmd, channel, counters);
    await notifyMentionAdded(cmd, {
      channelId: channel.id,
      businessId: channel.business.id,
      businessName: channel.business.name,
      author: user,
      body: input.body,
      mentioned: others(added),
    });
    return dto;
  });
}

export async function deleteMessage(ctx: AppContext, user: AuthUser, id: number): Promise<{ id: number; deleted: true }> {
  return command(ctx, user, async (cmd) => {
    const { message, channel } = await ownMessage(cmd.db, user, id);
    const mentioned = await repo.mentionedUserIds(cmd.db, id);
    await repo.updateMessage(cmd.db, id, { deletedAt: new Date() });
    const counters = await repo.uncountMessage(cmd.db, channel.id, message, mentioned);
    await cmd.audit({
      action: 'chat.message_deleted',
      entity: 'message',
      entityId: String(id),
      before: { channelId: channel.id, body: message.body, mentions: mentioned },
    });
    cmd.afterCommit((ctx) => ctx.realtime.to(channelRoom(channel.id), messageDeleted, { channelId: channel.id, messageId: id }));
    emitCounters(cmd, channel, counters);
    return { id, deleted: true as const };
  });
}
