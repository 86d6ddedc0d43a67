import { phoneSchema } from '@ledgerdesk/domain';
import { z } from 'zod';

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  roleId: z.number().int(),
});

export const meAnswerSchema = z.object({ data: meSchema });

const name = z.string().trim().min(1, 'Required.').max(100);

export const updateMeBodySchema = z.object({
  firstName: name,
  lastName: name,
  // An empty phone clears it; the characters are what people type in AU and VN numbers.
  phone: phoneSchema.nullish().transform((value) => (value ? value : null)),
  language: z.enum(LANGUAGES),
});

export type UpdateMeInput = z.infer<typeof updateMeBodySchema>;

export const avatarParamsSchema = z.object({ key: z.string().max(64) });
