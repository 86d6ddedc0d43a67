/**
 * Lock and approve: a request waits for approval; approval freezes the computed report as its
 * snapshot and moves the business's lock date to the period end (when later), in one
 * transaction; a rejection keeps its reason; only a Super Admin unlocks, with a reason, which
 * restores the lock date the approval replaced. A period that has not ended, or with bank lines
 * still to code, is warned of: the requester and the approver acknowledge it, and only a Super
 * Admin approves an unfinished period. Each step notifies the people concerned (the requester,
 * every approver of the business, named by its brand or by role) and leaves an audit record.
 */
import {
  ErrorCode,
  formatDate,
  hasLockWarnings,
  message,
  reportTitle,
  Role,
  type Message,
  type ReportLock,
  type ReportLockWarnings,
  type ReportType,
} from '@ledgerdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command, type Command } from '../../platform/db/command.js';
import { AppError, Errors } from '../../platform/errors.js';
import { businesses, inBusinessScope } from '../businesses/index.js';
import { moveLockDate, openLedger } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { computeReport } from './compute.js';
import { decidesLocks } from './lock-approvers.repo.js';
import { approversOf, countLocks, lockWarnings, locksWhere, type LockRow } from './report-locks.repo.js';
import { reportBusinessInScope, type ReportBusiness } from './report-scope.js';
import { reportLocks } from './reports.tables.js';

const present = ({ businessName: _, ...lock }: LockRow): ReportLock => lock;
const oneLock = async (db: Db, actor: AuthUser, id: string) => present((await locksWhere(db, actor, eq(reportLocks.id, id)))[0] as LockRow);

export async function listReportLocks(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  type: ReportType | undefined,
): Promise<ReportLock[]> {
  await reportBusinessInScope(ctx.db, actor, businessId);
  const rows = await locksWhere(ctx.db, actor, and(eq(reportLocks.businessId, businessId), type ? eq(reportLocks.type, type) : undefined));
  return rows.map(present);
}

/**
 * The approvals list: the waiting requests the caller may decide among the businesses they see,
 * newest first — all of them for the approving roles, those of the brands naming them for a
 * named approver, none for other staff (the list is theirs to look at, with nothing in it).
 */
export async function listPendingLocks(ctx: AppContext, actor: AuthUser, page: { skip: number; limit: number }) {
  const where = inBusinessScope(actor, eq(reportLocks.status, 'waiting_approval'), decidesLocks(actor));
  const [rows, total] = await Promise.all([locksWhere(ctx.db, actor, where, page), countLocks(ctx.db, where)]);
  return { data: rows.map(({ snapshot: _, ...lock }) => lock), pagination: { ...page, total } };
}

/** Warnings must be read before a lock is asked for or given: the answer names them for the modal. */
function assertAcknowledged(warnings: ReportLockWarnings, acknowledged: boolean) {
  if (hasLockWarnings(warnings) && !acknowledged) {
    throw Errors.unprocessable(message('reports.confirmWarnings'), { warnings });
  }
}

async function tell(
  cmd: Command,
  actor: AuthUser,
  business: ReportBusiness,
  lock: { type: string; from: string; to: string; id: string },
  userIds: Array<string | null>,
  title: Message,
  content: Message,
) {
  const targets = userIds.filter((id): id is string => id !== null && id !== actor.id);
  if (targets.length === 0) return;
  await notify(cmd, {
    userIds: targets,
    type: 'reports',
    title,
    content,
    meta: {
      businessId: business.id,
      businessName: business.name,
      reportLockId: lock.id,
      reportType: lock.type,
      reportFrom: lock.from,
      reportTo: lock.to,
    },
  });
}

/** The report, its period and business, as every lock notification names them. */
const lockParams = (lock: { type: string; from: string; to: string }, business: ReportBusiness) => ({
  // The column holds only report types (the request schema admits no other).
  report: reportTitle(lock.type as ReportType),
  from: formatDate(lock.from),
  to: formatDate(lock.to),
  business: business.name,
});

export async function requestReportLock(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  { acknowledged, ...input }: { type: ReportType; from: string; to: string; acknowledged: boolean },
): Promise<ReportLock> {
  if (input.from > input.to) throw Errors.badRequest(message('reports.fromAfterTo'));
  const id = await command(ctx, actor, async (cmd) => {
    const business = await reportBusinessInScope(cmd.db, actor, businessId);
    // The ledger lock (business row) serialises requests, so two cannot both pass the check.
    await openLedger(cmd.db, businessId);
    const [open] = await cmd.db
      .select({ id: reportLocks.id, status: reportLocks.status })
      .from(reportLocks)
      .where(
        and(
          eq(reportLocks.businessId, businessId),
          eq(reportLocks.type, input.type),
          eq(reportLocks.from, input.from),
          eq(reportLocks.to, input.to),
          inArray(reportLocks.status, ['waiting_approval', 'approved']),
        ),
      )
      .limit(1);
    if (open) {
      throw Errors.conflict(message(open.status === 'approved' ? 'reports.alreadyLocked' : 'reports.alreadyRequested'));
    }
    const warnings = await lockWarnings(cmd.db, businessId, input);
    assertAcknowledged(warnings, acknowledged);
    const [row] = await cmd.db
      .insert(reportLocks)
      .values({ businessId, ...input, requestedBy: actor.id })
      .returning({ id: reportLocks.id });
    if (!row) throw new Error('insert returned no row');
    await cmd.audit({ action: 'report_lock.requested', entity: 'report_lock', entityId: row.id, after: { ...input, warnings } });
    const lock = { ...input, id: row.id };
    await tell(
      cmd,
      actor,
      business,
      lock,
      await approversOf(cmd.db, businessId),
      message('reports.lockRequestedTitle'),
      message('reports.lockRequested', {
        ...lockParams(lock, business),
        periodOpen: warnings.periodOpen ? message('reports.lockPeriodOpen') : '',
        uncoded: warnings.uncodedLines > 0 ? message('reports.lockUncoded', { count: warnings.uncodedLines }) : '',
        unreconciled: warnings.unreconciledLines > 0 ? message('reports.lockUnreconciled', { count: warnings.unreconciledLines }) : '',
      }),
    );
    return row.id;
  });
  return oneLock(ctx.db, actor, id);
}

type Decision = { kind: 'approve'; acknowledged: boolean } | { kind: 'reject'; reason: string } | { kind: 'unlock'; reason: string };

const EXPECTED: Record<Decision['kind'], 'waiting_approval' | 'approved'> = {
  approve: 'waiting_approval',
  reject: 'waiting_approval',
  unlock: 'approved',
};

export async function decideReportLock(ctx: AppContext, actor: AuthUser, lockId: string, decision: Decision): Promise<ReportLock> {
  await command(ctx, actor, async (cmd) => {
    const [found] = await cmd.db
      .select({ businessId: reportLocks.businessId, decides: decidesLocks(actor) })
      .from(reportLocks)
      .innerJoin(businesses, eq(businesses.id, reportLocks.businessId))
      .where(eq(reportLocks.id, lockId));
    if (!found) throw Errors.notFound('Report lock');
    // Out of scope reads as not found, the same as a lock that does not exist.
    const business = await reportBusinessInScope(cmd.db, actor, found.businessId).catch(() => {
      throw Errors.notFound('Report lock');
    });
    if (decision.kind !== 'unlock' && !found.decides) throw Errors.forbidden();
    const ledger = await openLedger(cmd.db, business.id);
    const [lock] = await cmd.db.select().from(reportLocks).where(eq(reportLocks.id, lockId)).for('update');
    if (!lock) throw Errors.notFound('Report lock');
    if (lock.status !== EXPECTED[decision.kind]) {
      throw Errors.conflict(message(decision.kind === 'unlock' ? 'reports.unlockApprovedOnly' : 'reports.alreadyDecided'));
    }
    const concerned = [lock.requestedBy, ...(await approversOf(cmd.db, business.id))];
    const before = { status: lock.status, lockDate: ledger.lockDate };
    if (decision.kind === 'approve') {
      const warnings = await lockWarnings(cmd.db, business.id, lock);
      // Locking days still to come freezes work not done yet: only a Super Admin takes that on.
      if (warnings.periodOpen && actor.roleId !== Role.SuperAdmin) {
        throw new AppError(ErrorCode.FORBIDDEN, message('reports.superAdminForOpenPeriod'));
      }
      assertAcknowledged(warnings, decision.acknowledged);
      const snapshot = await computeReport(cmd.db, business, lock.type as ReportType, { from: lock.from, to: lock.to });
      const moves = ledger.lockDate === null || lock.to > ledger.lockDate;
      if (moves) await moveLockDate(cmd, actor, business.id, { lockDate: lock.to });
      await cmd.db
        .update(reportLocks)
        .set({ status: 'approved', decidedBy: actor.id, decidedAt: sql`now()`, reason: null, snapshot, previousLockDate: ledger.lockDate })
        .where(eq(reportLocks.id, lockId));
      await cmd.audit({
        action: 'report_lock.approved',
        entity: 'report_lock',
        entityId: lockId,
        before,
        after: { status: 'approved', lockDate: moves ? lock.to : ledger.lockDate, warnings },
      });
      await tell(
        cmd,
        actor,
        business,
        lock,
        concerned,
        message('reports.lockApprovedTitle'),
        message('reports.lockApproved', lockParams(lock, business)),
      );
    } else if (decision.kind === 'reject') {
      await cmd.db
        .update(reportLocks)
        .set({ status: 'rejected', decidedBy: actor.id, decidedAt: sql`now()`, reason: decision.reason })
        .where(eq(reportLocks.id, lockId));
      await cmd.audit({
        action: 'report_lock.rejected',
        entity: 'report_lock',
        entityId: lockId,
        before,
        after: { status: 'rejected', reason: decision.reason },
      });
      await tell(
        cmd,
        actor,
        business,
        lock,
        [lock.requestedBy],
        message('reports.lockRejectedTitle'),
        message('reports.lockRejected', { ...lockParams(lock, business), reason: decision.reason }),
      );
    } else {
      // Restore the earlier lock date only while this approval's date stands: a later approval's stays.
      const restores = ledger.lockDate === lock.to;
      if (restores) await moveLockDate(cmd, actor, business.id, { lockDate: lock.previousLockDate, reason: decision.reason });
      await cmd.db
        .update(reportLocks)
        .set({ status: 'unlocked', decidedBy: actor.id, decidedAt: sql`now()`, reason: decision.reason })
        .where(eq(reportLocks.id, lockId));
      await cmd.audit({
        action: 'report_lock.unlocked',
        entity: 'report_lock',
        entityId: lockId,
        before,
        after: { status: 'unlocked', reason: decision.reason, lockDate: restores ? lock.previousLockDate : ledger.lockDate },
      });
      await tell(
        cmd,
        actor,
        business,
        lock,
        concerned,
        message('reports.lockUnlockedTitle'),
        message('reports.lockUnlocked', { ...lockParams(lock, business), reason: decision.reason }),
      );
    }
  });
  return oneLock(ctx.db, actor, lockId);
}
