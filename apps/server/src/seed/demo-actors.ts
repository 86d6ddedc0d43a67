/** The demo staff as the services see a signed-in user, so the seed's work goes through the same commands. */
import { inArray } from 'drizzle-orm';
import type { AuthUser } from '../platform/auth/guard.js';
import type { Db } from '../platform/db/client.js';
import { asAuthUser, scopeColumns } from '../modules/users/index.js';
import { users } from '../modules/users/users.tables.js';
import { DEMO_CASE_MANAGER, DEMO_SUPERVISOR, PORTAL_USER } from './demo-staff.js';

export interface DemoActors {
  superAdmin: AuthUser;
  caseManager: AuthUser;
  supervisor: AuthUser;
  client: AuthUser;
}

const EMAILS = { superAdmin: 'superadmin@demo.test', caseManager: DEMO_CASE_MANAGER, supervisor: DEMO_SUPERVISOR, client: PORTAL_USER };

export async function loadDemoActors(db: Db): Promise<DemoActors> {
  const rows = await db
    .select(scopeColumns)
    .from(users)
    .where(inArray(users.email, Object.values(EMAILS)));
  const actor = (email: string): AuthUser => {
    const row = rows.find((r) => r.email === email);
    const user = row && asAuthUser(row);
    if (!user) throw new Error(`demo seed: no active user ${email}`);
    return user;
  };
  return {
    superAdmin: actor(EMAILS.superAdmin),
    caseManager: actor(EMAILS.caseManager),
    supervisor: actor(EMAILS.supervisor),
    client: actor(EMAILS.client),
  };
}
