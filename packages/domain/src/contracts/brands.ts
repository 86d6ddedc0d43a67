/**
 * The brand (white label) requests and answers, declared once: the server validates and documents
 * with them, the web parses answers and checks its forms with them.
 */
import { z } from 'zod';
import { paginationSchema } from './clients.js';
import { serviceSchema } from './services.js';

export const BRAND_STATUSES = ['active', 'inactive'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

export const BRAND_SORTS = ['name', '-name', 'slug', '-slug', 'createdAt', '-createdAt', 'status'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

export const BRAND_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BRAND_SLUG_MAX = 60;
export const BRAND_DEFAULT_COLOR = '#1c7ed6';

/** A logo is a PNG, JPEG or WebP of at most 1 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 1024 * 1024;

export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  contactEmail: z.string(),
  status: z.enum(BRAND_STATUSES),
  coaTemplateId: z.string().nullable(),
  clientCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandDto = z.infer<typeof brandSchema>;

/** A staff member a brand names to approve its lock requests, or one it could name. */
export const brandLockApproverSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), roleId: z.number().int() });
export type BrandLockApproverDto = z.infer<typeof brandLockApproverSchema>;

export const brandDetailSchema = brandSchema.extend({
  services: z.array(serviceSchema),
  lockApprovers: z.array(brandLockApproverSchema),
  clientCounts: z.object({ active: z.number().int(), inactive: z.number().int(), archived: z.number().int(), total: z.number().int() }),
});
export type BrandDetailDto = z.infer<typeof brandDetailSchema>;

export const publicBrandSchema = z.object({ name: z.string(), slug: z.string(), primaryColor: z.string(), logoUrl: z.string().nullable() });
export type PublicBrandDto = z.infer<typeof publicBrandSchema>;

export const brandListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(BRAND_STATUSES).optional(),
  sort: z.enum(BRAND_SORTS).default('name'),
});
export type BrandListQuery = z.infer<typeof brandListQuerySchema>;

const fields = {
  name: z.string().trim().min(1, 'Enter the brand name.').max(100, 'Use at most 100 characters.'),
  slug: z
    .string()
    .trim()
    .min(2, 'Use at least 2 characters.')
    .max(BRAND_SLUG_MAX, `Use at most ${BRAND_SLUG_MAX} characters.`)
    .regex(BRAND_SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens only (e.g. smith-bookkeeping).'),
  primaryColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour in the form #rrggbb.')
    .transform((value) => value.toLowerCase()),
  contactEmail: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.')),
  status: z.enum(BRAND_STATUSES),
};

export const createBrandBodySchema = z.object({
  name: fields.name,
  slug: fields.slug,
  primaryColor: fields.primaryColor.default(BRAND_DEFAULT_COLOR),
  contactEmail: fields.contactEmail,
});
export type CreateBrandInput = z.infer<typeof createBrandBodySchema>;

export const updateBrandBodySchema = z
  .object({
    name: fields.name.optional(),
    slug: fields.slug.optional(),
    primaryColor: fields.primaryColor.optional(),
    contactEmail: fields.contactEmail.optional(),
    status: fields.status.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change.');
export type UpdateBrandInput = z.infer<typeof updateBrandBodySchema>;

export const brandServicesBodySchema = z.object({
  serviceIds: z
    .array(z.uuid())
    .max(100)
    .transform((ids) => [...new Set(ids)]),
  coaTemplateId: z.uuid().nullable().optional(),
});
export type BrandServicesInput = z.infer<typeof brandServicesBodySchema>;

/** The whole set of named lock approvers replaces the old one. */
export const brandLockApproversBodySchema = z.object({
  userIds: z
    .array(z.uuid())
    .max(50)
    .transform((ids) => [...new Set(ids)]),
});
export type BrandLockApproversInput = z.infer<typeof brandLockApproversBodySchema>;

export const brandAnswerSchema = z.object({ data: brandDetailSchema });
export const brandListAnswerSchema = z.object({ data: z.array(brandSchema), pagination: paginationSchema });
export const publicBrandAnswerSchema = z.object({ data: publicBrandSchema });
export const brandLockApproverCandidatesAnswerSchema = z.object({ data: z.array(brandLockApproverSchema) });
