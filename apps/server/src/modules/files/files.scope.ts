/**
 * Which folder trees a user reaches: a client's tree with the client (clientScope), a business's
 * tree with the business (businessScope). Case Managers work in business trees only
 * (/file-business-management), so client trees are outside their scope. The condition goes into
 * the queries on folders, and files are reached through their folder, so anything outside the
 * scope is simply not found.
 */
import { Role, type OwnerType } from '@ledgerdesk/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { businessScope, inBusinessScope } from '../businesses/businesses.scope.js';
import { businesses } from '../businesses/businesses.tables.js';
import { clientScope, inClientScope } from '../clients/clients.scope.js';
import { clients } from '../users/users.tables.js';
import { folders } from './files.tables.js';

export type { OwnerType } from '@ledgerdesk/domain';

export interface Owner {
  type: OwnerType;
  id: string;
  name: string;
}

const always = sql`true`;

export function folderScope(user: AuthUser): SQL | undefined {
  if (user.roleId === Role.SuperAdmin) return undefined;
  const ofBusiness = and(
    eq(folders.ownerType, 'business'),
    sql`exists (select 1 from ${businesses} where ${businesses.id} = ${folders.ownerId} and ${businessScope(user) ?? always})`,
  );
  if (user.roleId === Role.CaseManager) return ofBusiness;
  const ofClient = and(
    eq(folders.ownerType, 'client'),
    sql`exists (select 1 from ${clients} where ${clients.id} = ${folders.ownerId} and ${clientScope(user) ?? always})`,
  );
  return or(ofBusiness, ofClient);
}

/** The client or business whose tree is asked for, within the caller's scope, or 404. */
export async function requireOwner(db: Db, user: AuthUser, type: OwnerType, id: string): Promise<Owner> {
  if (type === 'business') {
    const [row] = await db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(inBusinessScope(user, eq(businesses.id, id)))
      .limit(1);
    if (!row) throw Errors.notFound('Business');
    return { type, ...row };
  }
  if (user.roleId === Role.CaseManager) throw Errors.notFound('Client');
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inClientScope(user, eq(clients.id, id)))
    .limit(1);
  if (!row) throw Errors.notFound('Client');
  return { type, ...row };
}

/** Takes the owner's row lock, so two first listings cannot both create the owner's root. */
export async function lockOwner(db: Db, owner: Pick<Owner, 'type' | 'id'>): Promise<void> {
  if (owner.type === 'business') await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, owner.id)).for('update');
  else await db.select({ id: clients.id }).from(clients).where(eq(clients.id, owner.id)).for('update');
}
