/** Factories that insert real rows and hand back what a test needs to act as that user. */
import { randomBytes } from 'node:crypto';
import { Role, type RoleId } from '@ledgerdesk/domain';
import type { AppContext } from '../src/platform/context.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import type { TokenService } from '../src/platform/auth/tokens.js';
import { insertSession } from '../src/modules/auth/index.js';
import { clients, users, type UserRow } from '../src/modules/users/users.tables.js';
import { brands } from '../src/modules/brands/brands.tables.js';
import { businessCaseManagers, businesses } from '../src/modules/businesses/index.js';
import { regions } from '../src/modules/regions/regions.tables.js';
import { clientTags } from '../src/modules/clients/clients.tables.js';
import { services } from '../src/modules/services/services.tables.js';
import { tags } from '../src/modules/tags/tags.tables.js';
import { accounts, charts } from '../src/modules/charts/charts.tables.js';
import { bankAccounts, bankTransactions } from '../src/modules/banking/banking.tables.js';
import { COMPACT_CHART } from '../testing/ledger-generator-chart.js';

export const TEST_PASSWORD = 'Test@12345';
let passwordHash: Promise<string> | undefined;

export interface BuiltUser {
  user: UserRow;
  password: string;
  token: string;
}

export async function buildUser(
  ctx: AppContext,
  overrides: Partial<typeof users.$inferInsert> & { roleId?: RoleId } = {},
): Promise<BuiltUser> {
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
  return { user, password: TEST_PASSWORD, token: await signSession(ctx, user) };
}

/**
 * A new stored session of `user` and its token, signed by `tokens` (another lifetime or secret,
 * say). `client` is what the session list shows of where it signed in.
 */
export async function signSession(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  options: { tokens?: TokenService; client?: { ip: string; userAgent: string } } = {},
): Promise<string> {
  const { ip, userAgent } = options.client ?? { ip: '127.0.0.1', userAgent: 'factory' };
  const session = await insertSession(ctx.db, { userId: user.id, tokenVersion: user.tokenVersion, ip, userAgent, lifetimeSeconds: 86_400 });
  return (options.tokens ?? ctx.tokens).sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId: session.id });
}

type RegionRow = typeof regions.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type ClientRow = typeof clients.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;

export async function buildRegion(ctx: AppContext, overrides: Partial<typeof regions.$inferInsert> = {}): Promise<RegionRow> {
  const [row] = await ctx.db
    .insert(regions)
    .values({ name: `Region ${randomBytes(4).toString('hex')}`, ...overrides })
    .returning();
  if (!row) throw new Error('region not inserted');
  return row;
}

export async function buildBrand(ctx: AppContext, overrides: Partial<typeof brands.$inferInsert> = {}): Promise<BrandRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await ctx.db
    .insert(brands)
    .values({ name: `Brand ${suffix}`, slug: `brand-${suffix}`, contactEmail: `brand-${suffix}@example.test`, ...overrides })
    .returning();
  if (!row) throw new Error('brand not inserted');
  return row;
}

/** A client; its region and brand are made too unless given. */
export async function buildClient(ctx: AppContext, overrides: Partial<typeof clients.$inferInsert> = {}): Promise<ClientRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await ctx.db
    .insert(clients)
    .values({
      code: `T-${suffix}`,
      name: `Client ${suffix}`,
      email: `client-${suffix}@example.test`,
      ...overrides,
      regionId: overrides.regionId ?? (await buildRegion(ctx)).id,
      brandId: overrides.brandId ?? (await buildBrand(ctx)).id,
    })
    .returning();
  if (!row) throw new Error('client not inserted');
  return row;
}

/** A business of `clientId`, assigned to `caseManagerIds` when given. */
export async function buildBusiness(
  ctx: AppContext,
  overrides: Partial<typeof businesses.$inferInsert> & { clientId: string; caseManagerIds?: string[] },
): Promise<BusinessRow> {
  const { caseManagerIds = [], ...values } = overrides;
  const [row] = await ctx.db
    .insert(businesses)
    .values({ name: `Business ${randomBytes(4).toString('hex')}`, ...values })
    .returning();
  if (!row) throw new Error('business not inserted');
  if (caseManagerIds.length > 0) {
    await ctx.db.insert(businessCaseManagers).values(caseManagerIds.map((userId) => ({ businessId: row.id, userId })));
  }
  return row;
}

type TagRow = typeof tags.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

export async function buildTag(ctx: AppContext, overrides: Partial<typeof tags.$inferInsert> = {}): Promise<TagRow> {
  const [row] = await ctx.db
    .insert(tags)
    .values({ name: `Tag ${randomBytes(4).toString('hex')}`, color: 'blue', ...overrides })
    .returning();
  if (!row) throw new Error('tag not inserted');
  return row;
}

/** Puts each tag on the client. */
export async function tagClient(ctx: AppContext, clientId: string, ...tagIds: string[]): Promise<void> {
  if (tagIds.length > 0) await ctx.db.insert(clientTags).values(tagIds.map((tagId) => ({ clientId, tagId })));
}

export async function buildService(ctx: AppContext, overrides: Partial<typeof services.$inferInsert> = {}): Promise<ServiceRow> {
  const [row] = await ctx.db
    .insert(services)
    .values({ name: `Service ${randomBytes(4).toString('hex')}`, ...overrides })
    .returning();
  if (!row) throw new Error('service not inserted');
  return row;
}

type ChartAccountRow = typeof accounts.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;
type BankTransactionRow = typeof bankTransactions.$inferSelect;

/**
 * A business's own chart with the compact Australian accounts of the ledger generator (or the
 * given ones), keyed by code.
 */
export async function buildChartWithAccounts(
  ctx: AppContext,
  businessId: string,
  specs: ReadonlyArray<
    Pick<typeof accounts.$inferInsert, 'code' | 'name' | 'type'> & Partial<typeof accounts.$inferInsert>
  > = COMPACT_CHART.map(([code, name, type, subtype, taxCode, systemRole]) => ({
    code,
    name,
    type,
    subtype,
    taxCode,
    systemRole: systemRole ?? null,
  })),
): Promise<{ chartId: string; accounts: Record<string, ChartAccountRow> }> {
  const [chart] = await ctx.db.insert(charts).values({ kind: 'business', name: 'Test chart', businessId }).returning();
  if (!chart) throw new Error('chart not inserted');
  const rows = await ctx.db
    .insert(accounts)
    .values(specs.map((s) => ({ ...s, chartId: chart.id })))
    .returning();
  return { chartId: chart.id, accounts: Object.fromEntries(rows.map((r) => [r.code, r])) };
}

export async function buildBankAccount(
  ctx: AppContext,
  overrides: Partial<typeof bankAccounts.$inferInsert> & { businessId: string; ledgerAccountId: string },
): Promise<BankAccountRow> {
  const [row] = await ctx.db
    .insert(bankAccounts)
    .values({ name: `Cheque ${randomBytes(3).toString('hex')}`, bsb: '062-000', accountNumber: '12345678', ...overrides })
    .returning();
  if (!row) throw new Error('bank account not inserted');
  return row;
}

/** Uncoded bank transactions of one bank account, in the order given. */
export async function buildBankTransactions(
  ctx: AppContext,
  bankAccount: Pick<BankAccountRow, 'id' | 'businessId'>,
  rows: ReadonlyArray<Partial<typeof bankTransactions.$inferInsert> & { date: string; amount: number }>,
): Promise<BankTransactionRow[]> {
  if (rows.length === 0) return [];
  return ctx.db
    .insert(bankTransactions)
    .values(rows.map((r) => ({ description: 'Transaction', ...r, businessId: bankAccount.businessId, bankAccountId: bankAccount.id })))
    .returning();
}
