/**
 * The services catalogue's requests and answers, declared once: the server validates and documents
 * with them, the web parses answers and checks its form with them.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';

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
export const serviceListAnswerSchema = z.object({ data: z.array(serviceSchema), pagination: paginationSchema });
