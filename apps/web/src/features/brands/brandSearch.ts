/** The brand list keeps its keyword, status filter, page and page size in the URL. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../ui/PageSizeSelect';
import { BRAND_STATUSES, type BrandListQuery } from './api';

export const brandSearchSchema = z.object({
  keyword: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(BRAND_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .catch(DEFAULT_PAGE_SIZE),
});
export type BrandSearch = z.infer<typeof brandSearchSchema>;

export function brandListQuery(search: BrandSearch): BrandListQuery {
  return { skip: (search.page - 1) * search.limit, limit: search.limit, keyword: search.keyword || undefined, status: search.status };
}
