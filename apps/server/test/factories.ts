/** Factories that insert real rows and hand back what a test needs to act as that user. */
import { randomBytes } from 'node:crypto';
import { Role, type RoleId } from '@ledgerdesk/domain';
import type { AppContext } from '../src/platform/context.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { users, type UserRow } from '../src/modules/users/index.js';

export const TEST_PASSWORD = 'Test@12345';
let passwordHash: Promise<string> | undefined;

export interface BuiltUser {
  user: UserRow;
  password: string;
  token: string;
}

export async function buildUser(ctx: AppContext, overrides: Partial<typeof users.$inferInsert> & { roleId?: RoleId } = {}): Promise<BuiltUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `user-${suffix}@example.test`,
      firstName: 'Test',
      lastName: `User ${suffix}`,
      roleId: Role.SuperAdmin,
      passwordHash: await passwordHash,
      activatedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  const token = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { user, password: TEST_PASSWORD, token };
}
