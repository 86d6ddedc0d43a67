/**
 * The business list's state in the URL. The keyword is `clientKeyword`, as the Case Manager's
 * quick search writes it: it matches business and client names, codes and ABNs.
 */
import { z } from 'zod';
import { pagedSearchFields } from '../../ui/urlState';
import { BUSINESS_SORTS, BUSINESS_STATUSES, type BusinessListQuery } from './api';

export const businessSearchSchema = z.object({
  ...pagedSearchFields,
  clientKeyword: z.string().trim().optional().catch(undefined),
  status: z.enum(BUSINESS_STATUSES).optional().catch(undefined),
  clientId: z.string().trim().min(1).optional().catch(undefined),
  sort: z.enum(BUSINESS_SORTS).optional().catch(undefined),
});

export type BusinessSearch = z.infer<typeof businessSearchSchema>;

export function businessListQuery(search: BusinessSearch): BusinessListQuery {
  return {
    skip: (search.page - 1) * search.limit,
    limit: search.limit,
    keyword: search.clientKeyword || undefined,
    status: search.status,
    clientId: search.clientId,
    sort: search.sort,
  };
}

export function isFiltered(search: BusinessSearch): boolean {
  return Boolean(search.clientKeyword || search.status || search.clientId);
}
