/** Calls of the tag list: every tag (small, not paged), creating and editing one. */
import { z } from 'zod';
import { api } from '../../app/http/client';

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
] as const;

export const tagSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type Tag = z.infer<typeof tagSchema>;

const tagListAnswer = z.object({ data: z.array(tagSchema.extend({ clientCount: z.number() })) });
const tagAnswer = z.object({ data: tagSchema });

export interface TagInput {
  name: string;
  color: string;
}

export async function fetchTags(signal?: AbortSignal): Promise<Tag[]> {
  const answer = await api(tagListAnswer, '/api/v1/tags', { signal });
  return answer.data;
}

export async function createTag(input: TagInput): Promise<Tag> {
  return (await api(tagAnswer, '/api/v1/tags', { method: 'POST', body: input })).data;
}

export async function updateTag(id: string, input: TagInput): Promise<Tag> {
  return (await api(tagAnswer, `/api/v1/tags/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })).data;
}
