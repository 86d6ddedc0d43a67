/**
 * Case managers of a business: the assigned and assignable lists of the assign modal, adding
 * (skipping anyone already on it, so a repeated request changes nothing) and removing.
 */
import { can } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { readTogether, type Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { businessRoom } from '../../platform/realtime/index.js';
import { businessScope } from './businesses.scope.js';
import { findBusiness } from './businesses.repo.js';
import * as repo from './case-managers.repo.js';
import type { CaseManagersDto } from './case-managers.schema.js';

async function lists(db: Db, actor: AuthUser, businessId: string): Promise<CaseManagersDto> {
  const [assigned, assignable] = await readTogether(db, [
    () => repo.listAssigned(db, businessId),
    // Roles that may not assign still see who is on the business, but have no one to add.
    () =>
      can(actor.roleId, 'businesses:assign')
        ? repo.listAssignable(db, businessId, repo.caseManagerPool(actor, businessId))
        : Promise.resolve([]),
  ]);
  return { assigned, assignable };
}

/** 404 outside the caller's scope; inside a command the lock orders concurrent changes to one business. */
async function requireBusiness(db: Db, actor: AuthUser, businessId: string, forUpdate: boolean): Promise<void> {
  if (!(await findBusiness(db, businessId, businessScope(actor), { forUpdate }))) throw Errors.notFound('Business');
}

export async function getCaseManagers(ctx: AppContext, actor: AuthUser, businessId: string): Promise<CaseManagersDto> {
  await requireBusiness(ctx.db, actor, businessId, false);
  return lists(ctx.db, actor, businessId);
}

export async function assignCaseManagers(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  userIds: readonly string[],
): Promise<CaseManagersDto> {
  return command(ctx, actor, async (cmd) => {
    await requireBusiness(cmd.db, actor, businessId, true);
    const wanted = [...new Set(userIds)];
    const assigned = new Set((await repo.listAssigned(cmd.db, businessId)).map((m) => m.id));
    const fresh = wanted.filter((id) => !assigned.has(id));
    const addable = await repo.listAssignable(cmd.db, businessId, repo.caseManagerPool(actor, businessId), fresh);
    if (addable.length !== fresh.length) throw Errors.notFound('Case manager');
    const added = await repo.insertAssignments(cmd.db, businessId, fresh);
    if (added.length > 0) {
      await cmd.audit({
        action: 'business.case_managers_added',
        entity: 'business',
        entityId: businessId,
        before: { caseManagerIds: [...assigned] },
        after: { caseManagerIds: [...assigned, ...added] },
      });
    }
    return lists(cmd.db, actor, businessId);
  });
}

export async function removeCaseManager(ctx: AppContext, actor: AuthUser, businessId: string, userId: string): Promise<CaseManagersDto> {
  return command(ctx, actor, async (cmd) => {
    await requireBusiness(cmd.db, actor, businessId, true);
    const removed = await repo.deleteAssignment(cmd.db, businessId, userId, repo.caseManagerPool(actor, businessId));
    if (!removed) throw Errors.notFound('Case manager');
    // The case manager, and a supervisor who saw the business through them, may have lost it.
    cmd.afterCommit((after) => after.realtime.recheck({ rooms: [businessRoom(businessId)] }));
    await cmd.audit({
      action: 'business.case_manager_removed',
      entity: 'business',
      entityId: businessId,
      before: { caseManagerId: userId },
    });
    return lists(cmd.db, actor, businessId);
  });
}
