/** Calls of the tag list: every tag (small, not paged), creating and editing one. */
import type { clientTagSchema } from '@ledgerdesk/domain';
import { tagAnswerSchema, tagListAnswerSchema, type TagPaletteColor } from '@ledgerdesk/domain';
import type { z } from 'zod';
import { api } from '../../app/http/client';

/** The palette in the order the colour picker offers it. */
export const TAG_COLORS = [
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'gray',
  'dark',
] as const satisfies readonly TagPaletteColor[];

/** A tag as a client carries it. */
export type Tag = z.infer<typeof clientTagSchema>;

export interface TagInput {
  name: string;
  color: string;
}

export async function fetchTags(signal?: AbortSignal): Promise<Tag[]> {
  const answer = await api(tagListAnswerSchema, '/api/v1/tags', { signal });
  return answer.data;
}

export async function createTag(input: TagInput): Promise<Tag> {
  return (await api(tagAnswerSchema, '/api/v1/tags', { method: 'POST', body: input })).data;
}

export async function updateTag(id: string, input: TagInput): Promise<Tag> {
  return (await api(tagAnswerSchema, `/api/v1/tags/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })).data;
}
