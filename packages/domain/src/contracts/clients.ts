/**
 * The client answer of the API, declared once: the server validates and documents with it,
 * the web parses answers with it.
 */
import { z } from 'zod';

export const CLIENT_STATUSES = ['active', 'inactive', 'archived'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_SORTS = ['name', '-name', 'code', '-code', 'createdAt', '-createdAt', 'status'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** Offset paging of every list but the bank lines: named once in the API document (`Pagination`). */
export const paginationSchema = z
  .object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .register(z.globalRegistry, { id: 'Pagination' });

export const clientTagSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });

export const clientSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  abn: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  brandId: z.string(),
  brandName: z.string(),
  regionId: z.string(),
  regionName: z.string(),
  supervisorId: z.string().nullable(),
  supervisorName: z.string().nullable(),
  tags: z.array(clientTagSchema),
  businessCount: z.number().int(),
  createdAt: z.string(),
});
export type ClientDto = z.infer<typeof clientSchema>;

export const clientDetailSchema = clientSchema.extend({
  businesses: z.array(z.object({ id: z.string(), name: z.string(), abn: z.string().nullable(), status: z.string() })),
  portalUsers: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      status: z.string(),
      activated: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  activity: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actorId: z.string().nullable(),
      actorName: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});
export type ClientDetailDto = z.infer<typeof clientDetailSchema>;

export const clientAnswerSchema = z.object({ data: clientSchema });
export const clientDetailAnswerSchema = z.object({ data: clientDetailSchema });
export const clientListAnswerSchema = z.object({ data: z.array(clientSchema), pagination: paginationSchema });
export type ClientPageDto = z.infer<typeof clientListAnswerSchema>;
