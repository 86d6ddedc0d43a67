/** Route parameters of the brands (white label) API; its requests and answers are declared in the domain. */
import { z } from 'zod';

export {
  BRAND_SORTS,
  BRAND_STATUSES,
  brandAnswerSchema,
  brandDetailSchema,
  brandListAnswerSchema,
  brandListQuerySchema,
  brandLockApproverCandidatesAnswerSchema,
  brandLockApproversBodySchema,
  brandSchema,
  brandServicesBodySchema,
  createBrandBodySchema,
  publicBrandAnswerSchema,
  publicBrandSchema,
  updateBrandBodySchema,
  type BrandDetailDto,
  type BrandDto,
  type BrandListQuery,
  type BrandLockApproverDto,
  type BrandLockApproversInput,
  type BrandServicesInput,
  type BrandSort,
  type CreateBrandInput,
  type PublicBrandDto,
  type UpdateBrandInput,
} from '@ledgerdesk/domain';

export const brandIdParamsSchema = z.object({ id: z.uuid() });
export const brandSlugParamsSchema = z.object({ slug: z.string().max(60) });
