/** All SQL on audit_logs. */
import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/users.tables.js';
import { auditLogs } from '../../platform/db/audit.tables.js';

export interface AuditFilter {
  actorId?: string;
  entity?: string;
  action?: string;
  from?: Date;
  /** Exclusive when `toExclusive`, otherwise inclusive. */
  to?: Date;
  toExclusive?: boolean;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLogs.actorId, filter.actorId) : undefined,
    filter.entity ? eq(auditLogs.entity, filter.entity) : undefined,
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.from ? gte(auditLogs.createdAt, filter.from) : undefined,
    filter.to ? (filter.toExclusive ? lt(auditLogs.createdAt, filter.to) : lte(auditLogs.createdAt, filter.to)) : undefined,
  );
}

export async function listAuditLogs(db: Db, filter: AuditFilter, page: { skip: number; limit: number }) {
  const where = whereOf(filter);
  const rows = await db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      entity: auditLogs.entity,
      entityId: auditLogs.entityId,
      before: auditLogs.before,
      after: auditLogs.after,
      createdAt: auditLogs.createdAt,
      actorId: auditLogs.actorId,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(auditLogs).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type AuditListRow = Awaited<ReturnType<typeof listAuditLogs>>['rows'][number];
