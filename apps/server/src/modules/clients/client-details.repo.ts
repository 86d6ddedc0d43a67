/** What the client page shows beside the client itself: businesses, portal users and recent activity. */
import { Role } from '@ledgerdesk/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { readTogether, type Db } from '../../platform/db/client.js';
import { auditLogs } from '../../platform/db/audit.tables.js';
import { businesses } from '../businesses/index.js';
import { users } from '../users/index.js';
import { portalUserColumns, type PortalUserRow } from './client-people.repo.js';

export const ACTIVITY_LIMIT = 20;

/** What happens to a client's businesses that belongs in the client's own story. */
export const BUSINESS_ACTIVITY = ['business.created'] as const;

export interface ClientDetailsParts {
  businesses: Array<{ id: string; name: string; abn: string | null; status: string }>;
  portalUsers: PortalUserRow[];
  activity: Array<{
    id: number;
    action: string;
    actorId: string | null;
    actorFirstName: string | null;
    actorLastName: string | null;
    before: unknown;
    after: unknown;
    createdAt: Date;
  }>;
}

/** `withActivity` false leaves the audit trail out (a client's own portal users do not read it). */
export async function loadClientDetails(db: Db, clientId: string, withActivity: boolean): Promise<ClientDetailsParts> {
  const [businessRows, portalUsers, activity] = await readTogether(db, [
    () =>
      db
        .select({ id: businesses.id, name: businesses.name, abn: businesses.abn, status: businesses.status })
        .from(businesses)
        .where(eq(businesses.clientId, clientId))
        .orderBy(asc(businesses.name), asc(businesses.id)),
    () =>
      db
        .select(portalUserColumns)
        .from(users)
        .where(and(eq(users.clientId, clientId), eq(users.roleId, Role.Client)))
        .orderBy(asc(users.createdAt), asc(users.id)),
    () =>
      withActivity
        ? db
            .select({
              id: auditLogs.id,
              action: auditLogs.action,
              actorId: auditLogs.actorId,
              actorFirstName: users.firstName,
              actorLastName: users.lastName,
              before: auditLogs.before,
              after: auditLogs.after,
              createdAt: auditLogs.createdAt,
            })
            .from(auditLogs)
            .leftJoin(users, eq(users.id, auditLogs.actorId))
            .where(
              or(
                and(eq(auditLogs.entity, 'client'), eq(auditLogs.entityId, clientId)),
                and(
                  eq(auditLogs.entity, 'business'),
                  inArray(auditLogs.action, BUSINESS_ACTIVITY),
                  inArray(
                    auditLogs.entityId,
                    db
                      .select({ id: sql<string>`${businesses.id}::text` })
                      .from(businesses)
                      .where(eq(businesses.clientId, clientId)),
                  ),
                ),
              ),
            )
            .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
            .limit(ACTIVITY_LIMIT)
        : Promise.resolve([]),
  ]);
  return { businesses: businessRows, portalUsers, activity };
}
