/** Request and answer shapes of the regions API; they also feed OpenAPI. */
import { z } from 'zod';

export const regionSchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export type RegionDto = z.infer<typeof regionSchema>;

export const regionIdParamsSchema = z.object({ id: z.uuid() });

export const regionBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.'),
});
export type RegionInput = z.infer<typeof regionBodySchema>;

export const regionAnswerSchema = z.object({ data: regionSchema });
export const regionListAnswerSchema = z.object({
  data: z.array(regionSchema),
  pagination: z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
