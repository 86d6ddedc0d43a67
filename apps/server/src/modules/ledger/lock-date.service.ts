/**
 * The lock date: nothing dated on or before it may be created, changed or deleted. Moving it
 * forward closes more of the books ('ledger:lock'); moving it back or removing it reopens closed
 * periods, which only 'ledger:unlock' (Super Admin) may do, and only with a reason on record.
 */
import { can, ErrorCode } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, Errors } from '../../platform/errors.js';
import { inTransaction } from '../../platform/realtime/index.js';
import { audit } from '../audit/index.js';
import { businesses } from '../businesses/index.js';
import type { LockDateInput } from './journals.schema.js';
import { businessInScope } from './ledger.scope.js';
import { openLedger } from './posting.service.js';

export const isUnlock = (current: string | null, next: string | null): boolean => current !== null && (next === null || next < current);

/**
 * Moves the lock date inside the caller's transaction, with its audit record. The ledger lock
 * (business row) makes it wait for postings in flight, so none lands under the new date.
 */
export async function moveLockDate(
  tx: Db,
  actor: AuthUser,
  businessId: string,
  input: { lockDate: string | null; reason?: string | undefined },
): Promise<{ businessId: string; lockDate: string | null }> {
  const { lockDate: current } = await openLedger(tx, businessId);
  if (current === input.lockDate) return { businessId, lockDate: current };
  if (isUnlock(current, input.lockDate)) {
    if (!can(actor.roleId, 'ledger:unlock')) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Only a Super Admin may move the lock date back or remove it.');
    }
    if (!input.reason) throw Errors.badRequest('Give a reason for reopening locked periods.');
  }
  await tx
    .update(businesses)
    .set({ lockDate: input.lockDate, updatedAt: sql`now()` })
    .where(eq(businesses.id, businessId));
  await audit(tx, {
    actorId: actor.id,
    action: isUnlock(current, input.lockDate) ? 'business.unlocked' : 'business.locked',
    entity: 'business',
    entityId: businessId,
    before: { lockDate: current },
    after: { lockDate: input.lockDate, reason: input.reason ?? null },
  });
  return { businessId, lockDate: input.lockDate };
}

export async function setLockDate(ctx: AppContext, actor: AuthUser, businessId: string, input: LockDateInput) {
  return inTransaction(ctx, async ({ db }) => {
    await businessInScope(db, actor, businessId);
    return moveLockDate(db, actor, businessId, input);
  });
}
