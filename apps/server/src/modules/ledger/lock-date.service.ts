/**
 * The lock date: nothing dated on or before it may be created, changed or deleted. Moving it
 * forward closes more of the books ('ledger:lock'); moving it back or removing it reopens closed
 * periods, which only 'ledger:unlock' (Super Admin) may do, and only with a reason on record.
 */
import { can, ErrorCode, message } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command, type Command } from '../../platform/db/command.js';
import { AppError, Errors } from '../../platform/errors.js';
import { businesses } from '../businesses/index.js';
import type { LockDateInput } from './journals.schema.js';
import { businessInScope } from './ledger.scope.js';
import { openLedger } from './posting.service.js';

export const isUnlock = (current: string | null, next: string | null): boolean => current !== null && (next === null || next < current);

/**
 * Moves the lock date as a step of the caller's command, with its audit record. The ledger lock
 * (business row) makes it wait for postings in flight, so none lands under the new date.
 */
export async function moveLockDate(
  cmd: Command,
  actor: AuthUser,
  businessId: string,
  input: { lockDate: string | null; reason?: string | undefined },
): Promise<{ businessId: string; lockDate: string | null }> {
  const { lockDate: current } = await openLedger(cmd.db, businessId);
  if (current === input.lockDate) return { businessId, lockDate: current };
  if (isUnlock(current, input.lockDate)) {
    if (!can(actor.roleId, 'ledger:unlock')) {
      throw new AppError(ErrorCode.FORBIDDEN, message('ledger.lockDateBack'));
    }
    if (!input.reason) throw Errors.badRequest(message('ledger.reopenReason'));
  }
  await cmd.db
    .update(businesses)
    .set({ lockDate: input.lockDate, updatedAt: sql`now()` })
    .where(eq(businesses.id, businessId));
  await cmd.audit({
    action: isUnlock(current, input.lockDate) ? 'business.unlocked' : 'business.locked',
    entity: 'business',
    entityId: businessId,
    before: { lockDate: current },
    after: { lockDate: input.lockDate, reason: input.reason ?? null },
  });
  return { businessId, lockDate: input.lockDate };
}

export async function setLockDate(ctx: AppContext, actor: AuthUser, businessId: string, input: LockDateInput) {
  return command(ctx, actor, async (cmd) => {
    await businessInScope(cmd.db, actor, businessId);
    return moveLockDate(cmd, actor, businessId, input);
  });
}
