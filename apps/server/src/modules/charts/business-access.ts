import { message } from '@ledgerdesk/domain';
/**
 * The business a charts or banking request is about, found within the caller's scope: one
 * outside it is simply not found (404), and an archived one can be read but not changed.
 */
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { Errors } from '../../platform/errors.js';
import { inBusinessScope } from '../businesses/businesses.scope.js';
import { businesses } from '../businesses/businesses.tables.js';

export interface ScopedBusiness {
  id: string;
  name: string;
  status: 'active' | 'archived';
}

export async function requireBusiness(
  db: Db,
  user: AuthUser,
  businessId: string,
  options: { write?: boolean } = {},
): Promise<ScopedBusiness> {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, status: businesses.status })
    .from(businesses)
    .where(inBusinessScope(user, eq(businesses.id, businessId)))
    .limit(1);
  if (!row) throw Errors.notFound('Business');
  if (options.write && row.status === 'archived') throw Errors.conflict(message('businesses.restoreFirst'));
  return row;
}
