/**
 * The client list's state in the URL: page, limit, clientKeyword (the header's quick search
 * writes it), status, brand, region, supervisor, tag and sort.
 */
import { z } from 'zod';
import { pagedSearchFields } from '../../ui/urlState';
import { CLIENT_SORTS, CLIENT_STATUSES, type ClientFilter, type ClientListQuery } from './api';

const optionalId = z.string().trim().min(1).optional().catch(undefined);

export const clientSearchSchema = z.object({
  ...pagedSearchFields,
  clientKeyword: z.string().trim().optional().catch(undefined),
  status: z.enum(CLIENT_STATUSES).optional().catch(undefined),
  brandId: optionalId,
  regionId: optionalId,
  supervisorId: optionalId,
  tagId: optionalId,
  sort: z.enum(CLIENT_SORTS).optional().catch(undefined),
});

export type ClientSearch = z.infer<typeof clientSearchSchema>;

export function clientFilterOf(search: ClientSearch): ClientFilter {
  return {
    keyword: search.clientKeyword || undefined,
    status: search.status,
    brandId: search.brandId,
    regionId: search.regionId,
    supervisorId: search.supervisorId,
    tagId: search.tagId,
    sort: search.sort,
  };
}

export function clientListQuery(search: ClientSearch): ClientListQuery {
  return { ...clientFilterOf(search), skip: (search.page - 1) * search.limit, limit: search.limit };
}
