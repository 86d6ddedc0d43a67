import { message } from '@ledgerdesk/domain';
/**
 * Reading a channel's feed and posting to it. Posting is one command: the message, its
 * mentions and attachments, every other member's unread and mention counts, and the
 * notifications; the realtime events follow the commit.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { accessibleChannel, syncGroupMembers, usersSeeingBusiness } from './chat.access.js';
import { channelRoom, messageNew, unreadUpdate } from './chat.events.js';
import { assertAttachable } from './chat.files.js';
import { notifyMessage } from './chat.notify.js';
import { presentMessage } from './chat.presenter.js';
import type { ListMessagesQuery, MessageDto, PostMessageInput } from './chat.schema.js';
import type * as channelsRepo from './channels.repo.js';
import * as membersRepo from './members.repo.js';
import * as repo from './messages.repo.js';

export async function listMessages(ctx: AppContext, user: AuthUser, channelId: string, query: ListMessagesQuery) {
  const channel = await accessibleChannel(ctx.db, user, channelId);
  const rows = await repo.listMessageViews(ctx.db, channel.id, query);
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  // A feed page reads top to bottom, oldest first; search results stay newest first.
  const ordered = query.q ? page : page.reverse();
  return { data: ordered.map(presentMessage), nextBefore: rows.length > query.limit && oldest ? oldest.id : null };
}

/** The members who receive a new message in `channel`: everyone in it who still sees the business. */
async function recipientsOf(db: Db, channel: channelsRepo.AccessibleChannel, author: AuthUser): Promise<membersRepo.MemberUserRow[]> {
  if (channel.kind === 'group') return syncGroupMembers(db, channel.id, channel.business, [author.id]);
  const members = await membersRepo.membersOf(db, [channel.id]);
  const seeing = await usersSeeingBusiness(db, channel.business.id, members);
  return members.filter((m) => m.id === author.id || seeing.has(m.id));
}

export function assertMembers(members: readonly { id: string }[], mentions: readonly string[]): string[] {
  const ids = new Set(members.map((m) => m.id));
  const unique = [...new Set(mentions)];
  if (unique.some((id) => !ids.has(id))) throw Errors.badRequest(message('chat.mentionMembers'));
  return unique;
}

export interface NewMessage {
  kind: 'text' | 'file_request';
  body: string;
  mentions: readonly string[];
  attachments: readonly string[];
  uploadRequestId?: string;
}

/**
 * Writes a message into an accessible channel with all its effects, as a step of `cmd`. File requests
 * post through here too, so they count and notify like any other message.
 */
export async function writeMessage(
  cmd: Command,
  author: AuthUser,
  channel: channelsRepo.AccessibleChannel,
  input: NewMessage,
): Promise<MessageDto> {
  const members = await recipientsOf(cmd.db, channel, author);
  const mentions = assertMembers(members, input.mentions);
  const attachments = await assertAttachable(cmd.db, channel.business.id, input.attachments);
  const row = await repo.insertMessage(cmd.db, {
    channelId: channel.id,
    authorId: author.id,
    kind: input.kind,
    body: input.body,
    uploadRequestId: input.uploadRequestId ?? null,
  });
  await repo.addMentions(cmd.db, row.id, mentions);
  await repo.addAttachments(
    cmd.db,
    row.id,
    attachments.map((a) => a.fileId),
  );
  const others = members.map((m) => m.id).filter((id) => id !== author.id);
  const mentioned = mentions.filter((id) => id !== author.id);
  const counters = await repo.countNewMessage(cmd.db, channel.id, others, mentioned);
  // Everything it shows is at hand: no read-back before the commit that the fan-out waits for.
  const message = presentMessage({
    ...row,
    author: { id: author.id, firstName: author.firstName, lastName: author.lastName, avatar: author.avatar },
    mentions: members.filter((m) => mentions.includes(m.id)).map((m) => ({ userId: m.id, firstName: m.firstName, lastName: m.lastName })),
    attachments,
  });

  // Registered before the notifications' own emits, so the chat events go out first.
  cmd.afterCommit((ctx) => {
    ctx.realtime.to(channelRoom(channel.id), messageNew, { channelId: channel.id, message });
    for (const c of counters) {
      ctx.realtime.toUser(c.userId, unreadUpdate, {
        channelId: channel.id,
        businessId: channel.business.id,
        count: c.unreadCount,
        mentions: c.mentionCount,
      });
    }
  });
  await notifyMessage(cmd, {
    kind: input.kind,
    channelId: channel.id,
    businessId: channel.business.id,
    businessName: channel.business.name,
    author,
    body: input.body,
    mentioned,
    others,
  });
  return message;
}

export async function postMessage(ctx: AppContext, author: AuthUser, channelId: string, input: PostMessageInput): Promise<MessageDto> {
  const attachments = input.attachments ?? [];
  if (input.body.trim() === '' && attachments.length === 0) throw Errors.badRequest(message('chat.emptyMessage'));
  return command(ctx, author, async (cmd) => {
    const channel = await accessibleChannel(cmd.db, author, channelId);
    return writeMessage(cmd, author, channel, { kind: 'text', body: input.body, mentions: input.mentions ?? [], attachments });
  });
}
