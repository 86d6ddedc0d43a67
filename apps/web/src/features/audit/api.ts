/** GET /api/v1/audit-logs (Super Admin): who changed what and when, filtered and paged. */
import { auditListAnswerSchema, memberListAnswerSchema, type AuditEntryDto, type AuditPageDto } from '@ledgerdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/client';

export { AUDIT_ENTITIES, isAuditEntity, type AuditEntity } from '@ledgerdesk/domain';

export type AuditEntry = AuditEntryDto;
export type AuditPage = AuditPageDto;

export interface AuditQuery {
  skip: number;
  limit: number;
  actorId?: string;
  entity?: string;
  action?: string;
  /** YYYY-MM-DD, from the start of that day. */
  from?: string;
  /** YYYY-MM-DD, to the end of that day. */
  to?: string;
}

export function fetchAuditEntries(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return api(auditListAnswerSchema, '/api/v1/audit-logs', { query: { ...query }, signal });
}

export function useAuditEntries(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => fetchAuditEntries(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Staff matching `keyword`, as options of the actor filter. */
export async function searchActors(keyword: string, signal?: AbortSignal): Promise<{ value: string; label: string }[]> {
  const answer = await api(memberListAnswerSchema, '/api/v1/users', { query: { keyword, limit: 20, sort: 'name' }, signal });
  return answer.data.map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName}`.trim() || user.email }));
}
