/** GET /api/v1/audit-logs (Super Admin): who changed what and when, filtered and paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/http/client';

/** Entities that write audit entries; the filter offers these. */
export const AUDIT_ENTITIES = [
  'account',
  'bank_account',
  'bank_transaction',
  'brand',
  'business',
  'chart',
  'client',
  'csv_mapping',
  'import_batch',
  'journal_entry',
  'region',
  'service',
  'tag',
  'user',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isAuditEntity = (value: string): value is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(value);

const entrySchema = z.object({
  id: z.number(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof entrySchema>;

const listAnswer = z.object({
  data: z.array(entrySchema),
  pagination: z.object({ skip: z.number(), limit: z.number(), total: z.number() }),
});
export type AuditPage = z.infer<typeof listAnswer>;

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
  return api(listAnswer, '/api/v1/audit-logs', { query: { ...query }, signal });
}

export function useAuditEntries(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => fetchAuditEntries(query, signal),
    placeholderData: keepPreviousData,
  });
}

const actorAnswer = z.object({
  data: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })),
});

/** Staff matching `keyword`, as options of the actor filter. */
export async function searchActors(keyword: string, signal?: AbortSignal): Promise<{ value: string; label: string }[]> {
  const answer = await api(actorAnswer, '/api/v1/users', { query: { keyword, limit: 20, sort: 'name' }, signal });
  return answer.data.map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName}`.trim() || user.email }));
}
