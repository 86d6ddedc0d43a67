/** The audit log keeps its filters, page and page size in the URL. */
import { z } from 'zod';
import { pagedSearchFields } from '../../ui/urlState';
import type { AuditQuery } from './api';

const day = z.iso.date().optional().catch(undefined);

export const auditSearchSchema = z.object({
  actorId: z.uuid().optional().catch(undefined),
  entity: z.string().trim().min(1).max(100).optional().catch(undefined),
  action: z.string().trim().min(1).max(100).optional().catch(undefined),
  from: day,
  to: day,
  ...pagedSearchFields,
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

export function auditQuery(search: AuditSearch): AuditQuery {
  return {
    skip: (search.page - 1) * search.limit,
    limit: search.limit,
    actorId: search.actorId,
    entity: search.entity,
    action: search.action,
    from: search.from,
    to: search.to,
  };
}
