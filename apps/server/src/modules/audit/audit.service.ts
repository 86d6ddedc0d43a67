/** Reading audit records back for Super Admins; they are written by each write's command (platform/db/command.ts). */
import type { Db } from '../../platform/db/client.js';
import { presentAuditEntry, type AuditEntryView } from './audit.presenter.js';
import { listAuditLogs, type AuditFilter } from './audit.repo.js';
import type { AuditQuery } from './audit.schema.js';

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const DAY_MS = 24 * 60 * 60 * 1000;

export async function findAuditEntries(
  db: Db,
  query: AuditQuery,
): Promise<{ data: AuditEntryView[]; pagination: { skip: number; limit: number; total: number } }> {
  const filter: AuditFilter = { actorId: query.actorId, entity: query.entity, action: query.action };
  if (query.from) filter.from = new Date(query.from);
  if (query.to) {
    // A plain date includes that whole day: up to, not including, the next midnight.
    filter.to = isDateOnly(query.to) ? new Date(new Date(query.to).getTime() + DAY_MS) : new Date(query.to);
    filter.toExclusive = isDateOnly(query.to);
  }
  const { rows, total } = await listAuditLogs(db, filter, { skip: query.skip, limit: query.limit });
  return { data: rows.map(presentAuditEntry), pagination: { skip: query.skip, limit: query.limit, total } };
}
