import { isValidAbn, Role } from '@ledgerdesk/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { businesses } from '../modules/businesses/index.js';
import { brands } from '../modules/brands/brands.tables.js';
import { clients, users } from '../modules/users/users.tables.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo.js';
import { DEMO_CASE_MANAGER_LOAD, planPractice } from './demo-practice.js';
import { createRandom } from './random.js';

interface Counts {
  clients: number;
  businesses: number;
  staff: number;
}

describe('demo seed', () => {
  let t: TestApp;
  const scope = new Map<string, Counts>();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData({ ...t.ctx, config: { ...t.ctx.config, env: 'production' } });
    await seedDemoData(t.ctx);
    for (const { email } of DEMO_USERS) {
      const login = await t.api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', { email, password: DEMO_PASSWORD });
      expect(login.status, email).toBe(200);
      const token = login.body.data.accessToken;
      const dashboard = await t.api.get<{ data: { counts: Counts } }>('/api/v1/dashboard', { token });
      const list = await t.api.get<{ pagination: { total: number } }>('/api/v1/businesses?limit=1', { token });
      expect(list.body.pagination.total, email).toBe(dashboard.body.data.counts.businesses);
      scope.set(email, dashboard.body.data.counts);
    }
  });
  afterAll(() => t.close());

  const counts = (email: string): Counts => {
    const found = scope.get(email);
    if (!found) throw new Error(`no counts for ${email}`);
    return found;
  };
  const tableCount = async (table: typeof clients | typeof businesses | typeof users) =>
    (await t.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('seeds a practice of 60 clients and about 150 businesses, only once', async () => {
    expect(await tableCount(clients)).toBe(60);
    const businessCount = await tableCount(businesses);
    expect(businessCount).toBeGreaterThanOrEqual(130);
    expect(businessCount).toBeLessThanOrEqual(170);
    expect(await tableCount(users)).toBe(13);
    await seedDemoData(t.ctx);
    expect(await tableCount(clients)).toBe(60);
  });

  it('gives every client and business a valid ABN', async () => {
    const rows = [
      ...(await t.ctx.db.select({ abn: clients.abn }).from(clients)),
      ...(await t.ctx.db.select({ abn: businesses.abn }).from(businesses)),
    ];
    expect(rows.filter((r) => !r.abn || !isValidAbn(r.abn))).toEqual([]);
  });

  it('gives each demo user a meaningful scope of their own', async () => {
    const superAdmin = counts('superadmin@demo.test');
    expect(superAdmin.clients).toBe(60);
    expect(superAdmin.businesses).toBe(await tableCount(businesses));
    expect(superAdmin.staff).toBe(12);

    const regionAdmin = counts('regionadmin@demo.test');
    const supervisor = counts('supervisor@demo.test');
    expect(regionAdmin.clients).toBe(30);
    expect(supervisor.clients).toBeGreaterThan(5);
    expect(supervisor.clients).toBeLessThan(regionAdmin.clients);
    expect(supervisor.businesses).toBeLessThan(regionAdmin.businesses);
    expect(supervisor.staff).toBe(3);
    expect(regionAdmin.staff).toBeGreaterThan(supervisor.staff);

    for (const [email, slug] of [
      ['brandadmin@demo.test', 'harbour-ledger'],
      ['brandmanager@demo.test', 'saigon-books'],
    ] as const) {
      const [brand] = await t.ctx.db.select().from(brands).where(eq(brands.slug, slug));
      const [own] = await t.ctx.db
        .select({ n: count() })
        .from(clients)
        .where(eq(clients.brandId, brand?.id ?? ''));
      expect(counts(email).clients, email).toBe(own?.n);
      expect(counts(email).clients, email).toBeGreaterThan(10);
    }

    expect(counts('client@demo.test').clients).toBe(1);
    expect(counts('client@demo.test').businesses).toBe(3);
    expect(counts('casemanager@demo.test').businesses).toBe(DEMO_CASE_MANAGER_LOAD);

    const distinct = new Set([...scope.values()].map((c) => `${c.clients}/${c.businesses}`));
    expect(distinct.size).toBe(DEMO_USERS.length);
  });

  it('keeps the demo sign-ins: every role, Demo@12345, the portal user on a client', async () => {
    const rows = await t.ctx.db.select().from(users);
    expect(new Set(rows.map((u) => u.roleId))).toEqual(new Set(Object.values(Role)));
    const portal = rows.find((u) => u.email === 'client@demo.test');
    expect(portal?.clientId).toBeTruthy();
    const caseManager = rows.find((u) => u.email === 'casemanager@demo.test');
    expect(caseManager?.supervisorId).toBe(rows.find((u) => u.email === 'supervisor@demo.test')?.id);
  });

  it('plans the same practice from the same seed', () => {
    expect(planPractice(createRandom(7))).toEqual(planPractice(createRandom(7)));
  });
});
