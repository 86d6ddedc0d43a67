/** The shapes channels and messages leave the server in, over HTTP and over sockets alike. */
import { fullName, initials } from '@ledgerdesk/domain';
import type { ChannelListRow } from './channels.repo.js';
import type { ChannelDto, MemberDto, MessageDto } from './chat.schema.js';
import type { MemberUserRow } from './members.repo.js';
import type { MessageView } from './messages.repo.js';

export function presentMember(row: Pick<MemberUserRow, 'id' | 'firstName' | 'lastName' | 'avatar' | 'roleId'>): MemberDto {
  return { id: row.id, name: fullName(row), initials: initials(row), avatar: row.avatar, roleId: row.roleId };
}

/** Names in the reader's alphabetical order, the id breaking ties so every answer agrees. */
const byName =
  <T extends { name: string }>(id: (item: T) => string) =>
  (a: T, b: T): number =>
    a.name.localeCompare(b.name) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);

/** A deleted message keeps its place in the feed but nothing of what it said. */
export function presentMessage(view: MessageView): MessageDto {
  const deleted = view.deletedAt !== null;
  return {
    id: view.id,
    channelId: view.channelId,
    kind: view.kind,
    body: deleted ? '' : view.body,
    author: view.author
      ? { id: view.author.id, name: fullName(view.author), initials: initials(view.author), avatar: view.author.avatar }
      : null,
    mentions: deleted ? [] : view.mentions.map((m) => ({ userId: m.userId, name: fullName(m) })).sort(byName((m) => m.userId)),
    attachments: deleted
      ? []
      : view.attachments
          .map((a) => ({ fileId: a.fileId, name: a.name, size: Number(a.size), mimeType: a.mimeType }))
          .sort(byName((a) => a.fileId)),
    uploadRequestId: deleted ? null : view.uploadRequestId,
    createdAt: view.createdAt.toISOString(),
    editedAt: view.editedAt?.toISOString() ?? null,
    deleted,
  };
}

/** A single channel is named after the other person, as each of its two members sees it. */
export function presentChannel(row: ChannelListRow, members: readonly MemberUserRow[], viewerId: string): ChannelDto {
  const other = members.find((m) => m.id !== viewerId);
  const name = row.kind === 'group' ? row.businessName : other ? fullName(other) : row.name;
  const last = row.lastMessage;
  return {
    id: row.id,
    businessId: row.businessId ?? '',
    kind: row.kind,
    name,
    news: row.unreadCount ? row.unreadCount : null,
    mentions: row.mentionCount ?? 0,
    lastMessage: last
      ? {
          id: Number(last.id),
          kind: last.kind,
          preview: last.preview,
          authorName: last.authorName,
          createdAt: new Date(last.createdAt).toISOString(),
        }
      : null,
    members: members.map(presentMember),
  };
}
