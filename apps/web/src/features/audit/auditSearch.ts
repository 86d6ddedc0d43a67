/** The audit log keeps its filters, page and page size in the URL. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../ui/PageSizeSelect';
import type { AuditQuery } from './api';

const day = z.iso.date().optional().catch(undefined);

export const auditSearchSchema = z.object({
  actorId: z.uuid().optional().catch(undefined),
  entity: z.string().trim().min(1).max(100).optional().catch(undefined),
  action: z.string().trim().min(1).max(100).optional().catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .catch(DEFAULT_PAGE_SIZE),
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
