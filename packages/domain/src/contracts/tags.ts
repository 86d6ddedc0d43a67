/**
 * The tags API's requests and answers, declared once: the server validates and documents with
 * them, the web parses answers and checks its form with them. A client's own tags are
 * `clientTagSchema` (clients.ts).
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

/** The web's palette names, or any #rrggbb colour. */
export const TAG_PALETTE = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type TagPaletteColor = (typeof TAG_PALETTE)[number];

export const tagColorSchema = z
  .string()
  .trim()
  .refine(
    (value) => (TAG_PALETTE as readonly string[]).includes(value) || /^#[0-9a-fA-F]{6}$/.test(value),
    `Use a colour like #1c7ed6 or one of: ${TAG_PALETTE.join(', ')}.`,
  )
  .transform((value) => value.toLowerCase());

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  clientCount: z.number().int(),
  createdAt: z.string(),
});
export type TagDto = z.infer<typeof tagSchema>;

export const tagListQuerySchema = z.object({ keyword: z.string().trim().max(100).optional() });
export type TagListQuery = z.infer<typeof tagListQuerySchema>;

const tagName = z.string().trim().min(1, 'Enter a name.').max(50, 'Use at most 50 characters.');

export const createTagBodySchema = z.object({ name: tagName, color: tagColorSchema.default('blue') });
export type CreateTagInput = z.infer<typeof createTagBodySchema>;

export const updateTagBodySchema = z
  .object({ name: tagName.optional(), color: tagColorSchema.optional() })
  .refine((body) => body.name !== undefined || body.color !== undefined, 'Send a name or a colour to change.');
export type UpdateTagInput = z.infer<typeof updateTagBodySchema>;

export const tagAnswerSchema = z.object({ data: tagSchema });
export const tagListAnswerSchema = z.object({ data: z.array(tagSchema), pagination: paginationSchema });
