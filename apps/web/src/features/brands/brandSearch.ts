/** The brand list keeps its keyword, status filter, page and page size in the URL. */
import { z } from 'zod';
import { pagedSearchFields } from '../../ui/urlState';
import { BRAND_STATUSES, type BrandListQuery } from './api';

export const brandSearchSchema = z.object({
  keyword: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(BRAND_STATUSES).optional().catch(undefined),
  ...pagedSearchFields,
});
export type BrandSearch = z.infer<typeof brandSearchSchema>;

export function brandListQuery(search: BrandSearch): BrandListQuery {
  return { skip: (search.page - 1) * search.limit, limit: search.limit, keyword: search.keyword || undefined, status: search.status };
}
