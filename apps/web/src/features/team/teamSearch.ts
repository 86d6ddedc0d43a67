/** The team list keeps its keyword, role, region, status, page and page size in the URL. */
import { isRoleId, type RoleId } from '@ledgerdesk/domain';
import { z } from 'zod';
import { pagedSearchFields } from '../../ui/urlState';
import { MEMBER_STATUSES, type MemberListQuery } from './api';

export const teamSearchSchema = z.object({
  keyword: z.string().trim().max(200).optional().catch(undefined),
  roleId: z
    .preprocess((value) => Number(value), z.custom<RoleId>(isRoleId))
    .optional()
    .catch(undefined),
  regionId: z.uuid().optional().catch(undefined),
  status: z.enum(MEMBER_STATUSES).optional().catch(undefined),
  ...pagedSearchFields,
});
export type TeamSearch = z.infer<typeof teamSearchSchema>;

export function memberListQuery(search: TeamSearch): MemberListQuery {
  return {
    skip: (search.page - 1) * search.limit,
    limit: search.limit,
    keyword: search.keyword || undefined,
    roleId: search.roleId,
    regionId: search.regionId,
    status: search.status,
  };
}
