/** Who a background job runs as: its starter as stored when it starts, not as they were when they asked. */
import { can, isRoleId, type Permission } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { users } from './users.tables.js';

/** The user as stored now, or undefined once they are deactivated or their role no longer grants `permission`. */
export async function actingUser(db: Db, id: string, permission: Permission): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      regionId: users.regionId,
      brandId: users.brandId,
      clientId: users.clientId,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  if (!row || !isRoleId(row.roleId) || !can(row.roleId, permission)) return undefined;
  return { ...row, roleId: row.roleId };
}
