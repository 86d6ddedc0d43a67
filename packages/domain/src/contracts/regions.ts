/**
 * The regions API's request and answers, declared once: the server validates and documents with
 * them, the web parses answers with them.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

export const regionSchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export type RegionDto = z.infer<typeof regionSchema>;

export const regionBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.'),
});
export type RegionInput = z.infer<typeof regionBodySchema>;

export const regionAnswerSchema = z.object({ data: regionSchema });
export const regionListAnswerSchema = z.object({ data: z.array(regionSchema), pagination: paginationSchema });
