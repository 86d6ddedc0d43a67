/**
 * The signed-in user's own account (/api/v1/me), declared once: the server validates and
 * documents with these, the web parses the answers with them.
 */
import { z } from 'zod';
import { phoneSchema } from '../phone.js';
import { roleIdSchema } from './team.js';

export const ACCOUNT_LANGUAGES = ['en', 'vi'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(ACCOUNT_LANGUAGES),
  roleId: roleIdSchema,
});
export type Me = z.infer<typeof meSchema>;

export const meAnswerSchema = z.object({ data: meSchema });

const name = z.string().trim().min(1, 'Required.').max(100);

export const updateMeBodySchema = z.object({
  firstName: name,
  lastName: name,
  // An empty phone clears it; the characters are what people type in AU and VN numbers.
  phone: phoneSchema.nullish().transform((value) => (value ? value : null)),
  language: z.enum(ACCOUNT_LANGUAGES),
});
export type UpdateMeInput = z.infer<typeof updateMeBodySchema>;
