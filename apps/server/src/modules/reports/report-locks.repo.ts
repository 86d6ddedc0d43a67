/**
 * All SQL of the lock flow but its writes: the locks as the API shows them (with the warnings of
 * a waiting request, checked now), the unfinished bank lines of a period, and who approves.
 */
import {
  Role,
  periodHasEnded,
  type IsoDate,
  type Period,
  type ReportLock,
  type ReportLockWarnings,
  type ReportType,
} from '@ledgerdesk/domain';
import { and, count, desc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { businesses } from '../businesses/index.js';
import { selectRows } from '../ledger/index.js';
import { users } from '../users/users.tables.js';
import { decidesLocks, namedApproversOf } from './lock-approvers.repo.js';
import { todayInAustralia } from './report-scope.js';
import { reportLocks } from './reports.tables.js';

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const nameOf = (u: { firstName: Column; lastName: Column }) => sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

/**
 * Bank lines dated in the period that a lock would freeze unfinished: not coded yet, and not
 * covered by a reconciliation yet (uncoded ones included: only coded lines can be reconciled).
 */
export async function lockWarnings(
  db: Db,
  businessId: string,
  period: Period,
  today: IsoDate = todayInAustralia(),
): Promise<ReportLockWarnings> {
  const [row] = await selectRows<{ uncoded: number; unreconciled: number }>(
    db,
    sql`select count(*) filter (where journal_entry_id is null)::int as uncoded,
          count(*) filter (where reconciliation_id is null)::int as unreconciled
        from ${bankTransactions} where business_id = ${businessId} and date between ${period.from} and ${period.to}`,
  );
  return {
    periodOpen: !periodHasEnded(period, today),
    uncodedLines: Number(row?.uncoded ?? 0),
    unreconciledLines: Number(row?.unreconciled ?? 0),
  };
}

export interface LockRow extends ReportLock {
  businessName: string;
}

/** The unfinished lines of a waiting request's period, counted in the query that lists it. */
const pending = (unfinished: SQL) =>
  sql<number>`(select count(*)::int from ${bankTransactions} t
    where t.business_id = ${reportLocks.businessId} and t.date between ${reportLocks.from} and ${reportLocks.to} and ${unfinished})`;

/**
 * Locks matching `where`, newest first, as `actor` is shown them: whether they may decide each is
 * worked out in the same query; `page` limits them (the approvals list).
 */
export async function locksWhere(
  db: Db,
  actor: AuthUser,
  where: SQL | undefined,
  page?: { skip: number; limit: number },
): Promise<LockRow[]> {
  const waiting = sql`${reportLocks.status} = 'waiting_approval'`;
  const query = db
    .select({
      id: reportLocks.id,
      businessId: reportLocks.businessId,
      businessName: businesses.name,
      type: reportLocks.type,
      from: reportLocks.from,
      to: reportLocks.to,
      status: reportLocks.status,
      requestedById: reportLocks.requestedBy,
      requestedByName: nameOf(requester),
      requestedAt: reportLocks.requestedAt,
      decidedByName: nameOf(decider),
      decidedAt: reportLocks.decidedAt,
      reason: reportLocks.reason,
      snapshot: reportLocks.snapshot,
      uncoded: sql<number | null>`case when ${waiting} then ${pending(sql`t.journal_entry_id is null`)} end`,
      unreconciled: sql<number | null>`case when ${waiting} then ${pending(sql`t.reconciliation_id is null`)} end`,
      mayDecide: sql<boolean>`(${waiting} and ${decidesLocks(actor)})`,
    })
    .from(reportLocks)
    .innerJoin(businesses, eq(businesses.id, reportLocks.businessId))
    .leftJoin(requester, eq(requester.id, reportLocks.requestedBy))
    .leftJoin(decider, eq(decider.id, reportLocks.decidedBy))
    .where(where)
    .orderBy(desc(reportLocks.requestedAt), desc(reportLocks.id));
  const rows = page ? await query.offset(page.skip).limit(page.limit) : await query;
  const today = todayInAustralia();
  return rows.map(({ uncoded, unreconciled, ...r }) => ({
    ...r,
    type: r.type as ReportType,
    requestedAt: r.requestedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    snapshot: (r.snapshot ?? null) as ReportLock['snapshot'],
    warnings:
      uncoded === null
        ? null
        : { periodOpen: !periodHasEnded(r, today), uncodedLines: Number(uncoded), unreconciledLines: Number(unreconciled) },
  }));
}

export async function countLocks(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportLocks)
    .innerJoin(businesses, eq(businesses.id, reportLocks.businessId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * Who approves a business's reports: every active user whose role may approve and whose scope
 * holds the business — Super Admins, the Region Admins of the client's region, the client's
 * supervisor and the supervisors of its case managers — and the brand's named approvers who see it.
 */
export async function approversOf(db: Db, businessId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select u.id from users u, businesses b join clients c on c.id = b.client_id
        where b.id = ${businessId} and u.status = 'active' and (
          u.role_id = ${Role.SuperAdmin}
          or (u.role_id = ${Role.RegionAdmin} and u.region_id = c.region_id)
          or (u.role_id = ${Role.Supervisor} and (u.id = c.supervisor_id or u.id in (
            select cm.supervisor_id from business_case_managers m join users cm on cm.id = m.user_id
            where m.business_id = b.id))))`,
  );
  return [...new Set([...rows.map((r) => r.id), ...(await namedApproversOf(db, businessId))])];
}

/** Who approved this report over exactly this period, when it stands approved. */
export async function approvalOf(
  db: Db,
  businessId: string,
  type: ReportType,
  period: Period,
): Promise<{ by: string | null; at: string } | null> {
  const [row] = await db
    .select({ by: nameOf(decider), at: reportLocks.decidedAt })
    .from(reportLocks)
    .leftJoin(decider, eq(decider.id, reportLocks.decidedBy))
    .where(
      and(
        eq(reportLocks.businessId, businessId),
        eq(reportLocks.type, type),
        eq(reportLocks.from, period.from),
        eq(reportLocks.to, period.to),
        eq(reportLocks.status, 'approved'),
      ),
    )
    .limit(1);
  return row?.at ? { by: row.by, at: row.at.toISOString() } : null;
}
