/** Request and answer shapes of the services catalogue; they also feed OpenAPI. */
import { z } from 'zod';

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceDto = z.infer<typeof serviceSchema>;

export const serviceIdParamsSchema = z.object({ id: z.uuid() });

/** Query strings carry booleans as text: only the exact words count, anything else is a 400. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const serviceListQuerySchema = z.object({ active: queryBoolean.optional() });
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

const fields = {
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.'),
  description: z.string().trim().max(1000, 'Use at most 1000 characters.'),
  active: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
};

export const createServiceBodySchema = z.object({
  name: fields.name,
  description: fields.description.default(''),
  active: fields.active.default(true),
  sortOrder: fields.sortOrder.default(0),
});
export type CreateServiceInput = z.infer<typeof createServiceBodySchema>;

export const updateServiceBodySchema = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    active: fields.active.optional(),
    sortOrder: fields.sortOrder.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change.');
export type UpdateServiceInput = z.infer<typeof updateServiceBodySchema>;

export const serviceAnswerSchema = z.object({ data: serviceSchema });
export const serviceListAnswerSchema = z.object({
  data: z.array(serviceSchema),
  pagination: z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
