/**
 * The clients API's requests (list, export, create, edit), declared once: the server validates
 * and documents with them, the web checks its client form with them.
 */
import { z } from 'zod';
import { ABN_INVALID_MESSAGE, compactAbn, isValidAbn } from '../abn.js';
import { phoneSchema } from '../phone.js';
import { CLIENT_SORTS, CLIENT_STATUSES } from './clients.js';

export const CLIENT_MAX_PAGE_SIZE = 100;

/** The filters shared by the list and the CSV export. */
export const clientFilterSchema = z.object({
  keyword: z.string().trim().max(200).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  brandId: z.uuid().optional(),
  regionId: z.uuid().optional(),
  supervisorId: z.uuid().optional(),
  tagId: z.uuid().optional(),
  sort: z.enum(CLIENT_SORTS).default('name'),
});
export type ClientFilter = z.infer<typeof clientFilterSchema>;

export const clientListQuerySchema = clientFilterSchema.extend({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CLIENT_MAX_PAGE_SIZE).default(10),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** Empty text clears an optional field; what is stored is trimmed. */
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

export const abnSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidAbn(value), ABN_INVALID_MESSAGE)
  .transform((value) => (value === '' ? null : compactAbn(value)));

const clientFields = {
  brandId: z.uuid('Choose a brand.'),
  regionId: z.uuid('Choose a region.'),
  name: z.string().trim().min(1, 'Enter the client name.').max(200, 'Use at most 200 characters.'),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.'))]),
  phone: phoneSchema,
  address: optionalText(500),
  abn: abnSchema.nullable(),
  supervisorId: z.uuid().nullable(),
  tagIds: z
    .array(z.uuid())
    .max(50)
    .transform((ids) => [...new Set(ids)]),
};

export const createClientBodySchema = z.object({
  brandId: clientFields.brandId,
  regionId: clientFields.regionId,
  name: clientFields.name,
  email: clientFields.email.default(''),
  phone: clientFields.phone.default(''),
  address: clientFields.address.default(''),
  abn: clientFields.abn.default(null),
  supervisorId: clientFields.supervisorId.optional(),
  tagIds: clientFields.tagIds.default([]),
});
export type CreateClientInput = z.infer<typeof createClientBodySchema>;

export const updateClientBodySchema = z
  .object({
    brandId: clientFields.brandId.optional(),
    regionId: clientFields.regionId.optional(),
    name: clientFields.name.optional(),
    email: clientFields.email.optional(),
    phone: clientFields.phone.optional(),
    address: clientFields.address.optional(),
    abn: clientFields.abn.optional(),
    supervisorId: clientFields.supervisorId.optional(),
    tagIds: clientFields.tagIds.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change.');
export type UpdateClientInput = z.infer<typeof updateClientBodySchema>;
