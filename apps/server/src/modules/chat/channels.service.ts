import { message } from '@ledgerdesk/domain';
/**
 * Channels: a business's group channel (made on first use, joined by whoever opens it within
 * their scope), single channels between two people in a business's context, the caller's news
 * per channel, and marking a channel read on every tab and device at once.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businessScope } from '../businesses/index.js';
import { accessibleChannel, usersSeeingBusiness, visibleBusiness } from './chat.access.js';
import { unreadUpdate } from './chat.events.js';
import { presentChannel } from './chat.presenter.js';
import type { ChannelDto } from './chat.schema.js';
import * as repo from './channels.repo.js';
import * as members from './members.repo.js';
import * as readState from './read-state.repo.js';

/**
 * The business's group channel, made on first use, with the caller and its assigned people in it.
 * Membership follows access to the business, so joining is bookkeeping, not audited; the
 * channel itself is.
 */
async function ensureGroupChannel(ctx: AppContext, user: AuthUser, business: repo.BusinessRef): Promise<void> {
  const existing = await repo.findGroupChannel(ctx.db, business.id);
  if (existing && (await members.memberIds(ctx.db, existing.id)).includes(user.id)) return;
  await command(ctx, user, async (cmd) => {
    await repo.lockBusinessChat(cmd.db, business.id);
    let group = await repo.findGroupChannel(cmd.db, business.id);
    if (!group) {
      group = await repo.insertChannel(cmd.db, { businessId: business.id, kind: 'group', name: business.name });
      await cmd.audit({
        action: 'chat.channel_created',
        entity: 'channel',
        entityId: group.id,
        after: { businessId: business.id, kind: 'group' },
      });
    }
    await members.addAssignedMembers(cmd.db, group.id, business, [user.id]);
  });
}

async function presentChannels(db: Db, user: AuthUser, rows: readonly repo.ChannelListRow[]): Promise<ChannelDto[]> {
  const people = await members.membersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentChannel(
      row,
      people.filter((m) => m.channelId === row.id),
      user.id,
    ),
  );
}

/** The group channel first, then single channels with the most recent conversation first. */
const byKindThenActivity = (a: repo.ChannelListRow, b: repo.ChannelListRow): number => {
  if (a.kind !== b.kind) return a.kind === 'group' ? -1 : 1;
  const at = (row: repo.ChannelListRow) => (row.lastMessage ? new Date(row.lastMessage.createdAt) : row.createdAt).getTime();
  return at(b) - at(a);
};

export async function listChannels(ctx: AppContext, user: AuthUser, businessId: string): Promise<ChannelDto[]> {
  const business = await visibleBusiness(ctx.db, user, businessId);
  await ensureGroupChannel(ctx, user, business);
  const rows = await repo.listChannelsOfBusiness(ctx.db, user.id, business.id);
  return presentChannels(ctx.db, user, rows.sort(byKindThenActivity));
}

export async function getChannel(ctx: AppContext, user: AuthUser, channelId: string): Promise<ChannelDto> {
  const channel = await accessibleChannel(ctx.db, user, channelId);
  if (!channel.isMember) await command(ctx, user, (cmd) => members.addMembers(cmd.db, channel.id, [user.id]));
  const rows = await repo.listChannelsOfBusiness(ctx.db, user.id, channel.business.id);
  const row = rows.find((r) => r.id === channel.id);
  if (!row) throw Errors.notFound('Channel');
  const [dto] = await presentChannels(ctx.db, user, [row]);
  if (!dto) throw Errors.notFound('Channel');
  return dto;
}

/** Opening the same pair in the same business again answers the channel they already have. */
export async function openSingleChannel(
  ctx: AppContext,
  user: AuthUser,
  input: { businessId: string; userId: string },
): Promise<{ channel: ChannelDto; created: boolean }> {
  const business = await visibleBusiness(ctx.db, user, input.businessId);
  if (input.userId === user.id) throw Errors.badRequest(message('chat.someoneElse'));
  const other = await members.findUser(ctx.db, input.userId);
  if (!other || other.status !== 'active') throw Errors.notFound('User');
  if (!(await usersSeeingBusiness(ctx.db, business.id, [other])).has(other.id)) {
    throw Errors.badRequest(message('chat.noAccess'));
  }
  const { channelId, created } = await command(ctx, user, async (cmd) => {
    await repo.lockBusinessChat(cmd.db, business.id);
    const existing = await repo.findSingleChannel(cmd.db, business.id, user.id, other.id);
    if (existing) return { channelId: existing.id, created: false };
    const channel = await repo.insertChannel(cmd.db, { businessId: business.id, kind: 'single', name: '' });
    await members.addMembers(cmd.db, channel.id, [user.id, other.id]);
    await cmd.audit({
      action: 'chat.channel_created',
      entity: 'channel',
      entityId: channel.id,
      after: { businessId: business.id, kind: 'single', members: [user.id, other.id] },
    });
    return { channelId: channel.id, created: true };
  });
  return { channel: await getChannel(ctx, user, channelId), created };
}

export function listUnread(ctx: AppContext, user: AuthUser): Promise<readState.UnreadRow[]> {
  return readState.listUnread(ctx.db, user.id, businessScope(user));
}

/** Read state is not a business record: no audit, but every tab of the reader hears of it. */
export async function readChannel(ctx: AppContext, user: AuthUser, channelId: string, lastMessageId: number | undefined) {
  return command(ctx, user, async (cmd) => {
    const channel = await accessibleChannel(cmd.db, user, channelId);
    if (!channel.isMember) await members.addMembers(cmd.db, channel.id, [user.id]);
    // Waits for a message being posted to commit, so the count below includes it.
    await readState.lockMemberState(cmd.db, channel.id, user.id);
    const state = await readState.markRead(cmd.db, channel.id, user.id, lastMessageId ?? null);
    cmd.afterCommit((ctx) =>
      ctx.realtime.toUser(user.id, unreadUpdate, {
        channelId: channel.id,
        businessId: channel.business.id,
        count: state.unreadCount,
        mentions: state.mentionCount,
      }),
    );
    return { channelId: channel.id, count: state.unreadCount, mentions: state.mentionCount, lastReadMessageId: state.lastReadMessageId };
  });
}
