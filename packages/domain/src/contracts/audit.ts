/**
 * The audit log's query and answer, declared once: the server validates and documents with them,
 * the web parses answers with them.
 */
import { z } from 'zod';
import { isoInstantSchema } from './dates.js';
import { paginationSchema } from './clients.js';

/** Entities that write audit entries; the log's filter offers these. */
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

const instant = isoInstantSchema();

export const auditQuerySchema = z.object({
  actorId: z.uuid().optional(),
  entity: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  /** A date (YYYY-MM-DD) means the start of that day (UTC), or give a full timestamp. */
  from: instant.optional(),
  /** A date means up to the end of that day (UTC), inclusive. */
  to: instant.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditListAnswerSchema = z.object({ data: z.array(auditEntrySchema), pagination: paginationSchema });
export type AuditPageDto = z.infer<typeof auditListAnswerSchema>;
