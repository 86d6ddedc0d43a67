/**
 * Demo data for a local install: seeded once, into an empty database, never in production.
 * One user per role, all with the password Demo@12345 (listed in the README).
 */
import { Role, type RoleId } from '@ledgerdesk/domain';
import { count } from 'drizzle-orm';
import type { AppContext } from '../platform/context.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { users } from '../modules/users/index.js';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_USERS: ReadonlyArray<{ email: string; roleId: RoleId; firstName: string; lastName: string; language: 'en' | 'vi' }> = [
  { email: 'superadmin@demo.test', roleId: Role.SuperAdmin, firstName: 'Olivia', lastName: 'Bennett', language: 'en' },
  { email: 'regionadmin@demo.test', roleId: Role.RegionAdmin, firstName: 'Nguyễn', lastName: 'Minh Anh', language: 'vi' },
  { email: 'casemanager@demo.test', roleId: Role.CaseManager, firstName: 'Trần', lastName: 'Thu Hà', language: 'vi' },
  { email: 'brandadmin@demo.test', roleId: Role.BrandAdmin, firstName: 'Jack', lastName: 'Thompson', language: 'en' },
  { email: 'brandmanager@demo.test', roleId: Role.BrandManager, firstName: 'Chloe', lastName: 'Nguyen', language: 'en' },
  { email: 'client@demo.test', roleId: Role.Client, firstName: 'Liam', lastName: "O'Connor", language: 'en' },
  { email: 'supervisor@demo.test', roleId: Role.Supervisor, firstName: 'Lê', lastName: 'Quang Huy', language: 'vi' },
];

export async function seedDemoData(ctx: AppContext): Promise<void> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(users).values(DEMO_USERS.map((u) => ({ ...u, passwordHash, activatedAt: now })));
  });
  ctx.log.info(`Seeded ${DEMO_USERS.length} demo users (password ${DEMO_PASSWORD})`);
}
