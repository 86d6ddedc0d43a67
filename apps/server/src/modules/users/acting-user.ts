/** Who a background job runs as: its starter as stored when it starts, not as they were when they asked. */
import { can, type Permission } from '@ledgerdesk/domain';
import { activeAuthUser, type AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { findUserById } from './users.repo.js';

/** The user as stored now, or undefined once they are deactivated or their role no longer grants `permission`. */
export async function actingUser(db: Db, id: string, permission: Permission): Promise<AuthUser | undefined> {
  const stored = await findUserById(db, id);
  const actor = stored && activeAuthUser(stored);
  return actor && can(actor.roleId, permission) ? actor : undefined;
}
