/**
 * @-mentions while typing: the word after an '@' before the caret asks for the member list;
 * picking a member writes '@Name ' in its place and remembers their id, because mentions are
 * stored by user id. Only ids whose '@Name' is still in the text are sent.
 */
import type { ChatMember } from './api';

export interface MentionQuery {
  /** Where the '@' stands. */
  start: number;
  query: string;
}

export function mentionQuery(text: string, caret: number): MentionQuery | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

export function matchingMembers(members: readonly ChatMember[], query: string, selfId: string): ChatMember[] {
  const q = query.toLocaleLowerCase();
  return members.filter((m) => m.id !== selfId && m.name.toLocaleLowerCase().includes(q)).slice(0, 8);
}

/** The text with the member's name in place of the typed query, and where the caret goes. */
export function insertMention(
  text: string,
  caret: number,
  at: MentionQuery,
  member: Pick<ChatMember, 'name'>,
): { text: string; caret: number } {
  const inserted = `@${member.name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(caret), caret: at.start + inserted.length };
}

export function mentionsInText(text: string, picked: readonly Pick<ChatMember, 'id' | 'name'>[]): string[] {
  return [...new Set(picked.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id))];
}
