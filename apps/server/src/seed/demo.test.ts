import { addDays, addMonths, financialYearStart, isValidAbn, Role, type DashboardDto } from '@ledgerdesk/domain';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { businesses } from '../modules/businesses/index.js';
import { brands } from '../modules/brands/brands.tables.js';
import { clients, users } from '../modules/users/users.tables.js';
import { todayInAustralia } from '../modules/reports/index.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo.js';
import { DEMO_BOOKS } from './demo-books.js';
import { closedPeriods } from './demo-work.js';
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
  const tokens = new Map<string, string>();
  const dashboards = new Map<string, DashboardDto>();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData({ ...t.ctx, config: { ...t.ctx.config, env: 'production' } });
    await seedDemoData(t.ctx);
    for (const { email } of DEMO_USERS) {
      const login = await t.api.post<{ data: { accessToken: string } }>('/api/v1/auth/login', { email, password: DEMO_PASSWORD });
      expect(login.status, email).toBe(200);
      const token = login.body.data.accessToken;
      tokens.set(email, token);
      const dashboard = await t.api.get<{ data: DashboardDto }>('/api/v1/dashboard', { token });
      dashboards.set(email, dashboard.body.data);
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

  const rows = async <T>(query: SQL): Promise<T[]> => (await t.ctx.db.execute(query)).rows as T[];
  const today = todayInAustralia();

  it('gives a few businesses two to three years of bank lines, mostly coded, and leaves the others empty', async () => {
    const books = await rows<{ name: string; first: string; last: string; lines: number; coded: number }>(
      sql`select b.name, min(t.date)::text as first, max(t.date)::text as last, count(*)::int as lines,
            count(t.journal_entry_id)::int as coded
          from bank_transactions t join businesses b on b.id = t.business_id group by b.name order by b.name`,
    );
    expect(books.map((b) => b.name)).toEqual(Object.keys(DEMO_BOOKS).sort());
    for (const book of books) {
      expect(book.first <= addDays(addMonths(financialYearStart(today), -24), 7), book.name).toBe(true);
      expect(book.last >= addDays(today, -7), book.name).toBe(true);
      expect(book.coded / book.lines, book.name).toBeGreaterThan(0.85);
      expect(book.coded, book.name).toBeLessThan(book.lines);
    }
    const [empty] = await rows<{ n: number }>(
      sql`select count(*)::int as n from businesses b where not exists (select 1 from bank_transactions t where t.business_id = b.id)
            and not exists (select 1 from journal_entries e where e.business_id = b.id)`,
    );
    expect(empty?.n).toBeGreaterThan(100);
    const uncoded = await rows<{ date: string }>(sql`select date::text as date from bank_transactions where journal_entry_id is null`);
    expect(uncoded.every((l) => l.date >= addDays(today, -30))).toBe(true);
  });

  it('codes GST-bearing, GST-free and BAS-excluded lines into balanced entries that the month summary adds up', async () => {
    const codes = await rows<{ tax_code: string }>(sql`select distinct tax_code from journal_lines where tax_code is not null order by 1`);
    expect(codes.map((c) => c.tax_code)).toEqual(expect.arrayContaining(['GST', 'FRE', 'N-T', 'ITS']));
    const payees = await rows<{ payee: string }>(sql`select distinct payee from bank_transactions`);
    expect(payees.map((p) => p.payee)).toEqual(
      expect.arrayContaining(['Woolworths', 'Bunnings', 'Telstra', 'AGL', 'ATO', 'Xero', 'KeyPay payroll']),
    );
    const [transfers] = await rows<{ n: number }>(
      sql`select count(*)::int as n from journal_lines l join accounts a on a.id = l.account_id where a.code = '1-1120' and l.amount > 0`,
    );
    expect(transfers?.n).toBeGreaterThan(4);
    const [unbalanced] = await rows<{ n: number }>(
      sql`select count(*)::int as n from (select entry_id from journal_lines group by entry_id having sum(amount) <> 0) u`,
    );
    expect(unbalanced?.n).toBe(0);
    const [mismatches] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (
        select business_id, account_id, date_trunc('month', date)::date as month, sum(amount)::bigint as amount
        from journal_lines group by 1, 2, 3
      ) l full join account_month_balances b using (business_id, account_id, month)
      where l.amount is distinct from b.amount`);
    expect(mismatches?.n).toBe(0);
  });

  it("leaves transfers between each business's own accounts proposed as pairs, one clear and one less so", async () => {
    const pairs = await rows<{ name: string; confidence: number }>(
      sql`select b.name, p.confidence from transfer_pairs p join businesses b on b.id = p.business_id
          where p.status = 'proposed' order by b.name, p.confidence desc`,
    );
    const names = Object.keys(DEMO_BOOKS).sort();
    expect([...new Set(pairs.map((p) => p.name))]).toEqual(names);
    for (const name of names) {
      const own = pairs.filter((p) => p.name === name).map((p) => p.confidence);
      expect(own, name).toHaveLength(2);
      expect(own[0], name).toBeGreaterThan(own[1] ?? 100);
    }
  });

  it('locks the last financial year with its profit and loss approved, and leaves GST summaries waiting', async () => {
    const { year } = closedPeriods(today);
    const locked = await rows<{ lock_date: string | null }>(
      sql`select b.lock_date::text as lock_date from businesses b where exists (select 1 from bank_transactions t where t.business_id = b.id)`,
    );
    expect(locked.map((b) => b.lock_date)).toEqual(locked.map(() => year.to));
    const locks = await rows<{ type: string; status: string; from: string; to: string }>(
      sql`select type, status, "from"::text as from, "to"::text as to from report_locks order by status, type`,
    );
    expect(locks.filter((l) => l.status === 'approved' && l.type === 'profit-and-loss' && l.from === year.from)).toHaveLength(5);
    expect(locks.filter((l) => l.status === 'waiting_approval').map((l) => l.type)).toEqual(['gst-summary', 'gst-summary']);
  });

  it('shows auto-coding in every state: active rules with their runs, a draft, an archived rule and suggestions', async () => {
    const rules = await rows<{ name: string; scope_kind: string; status: string; mode: string; lines_coded: number }>(
      sql`select name, scope_kind, status, mode, lines_coded from coding_rules order by name`,
    );
    expect(new Set(rules.map((r) => r.scope_kind))).toEqual(new Set(['practice', 'brand', 'business']));
    const active = rules.filter((r) => r.status === 'active' && r.mode === 'autopost');
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(active.every((r) => r.lines_coded > 0)).toBe(true);
    expect(rules.filter((r) => r.status === 'draft')).toHaveLength(1);
    expect(rules.filter((r) => r.status === 'archived' && r.lines_coded > 0)).toHaveLength(1);
    const [suggested] = await rows<{ n: number }>(
      sql`select count(*)::int as n from bank_transactions where journal_entry_id is null and suggested_by_rule_id is not null`,
    );
    expect(suggested?.n).toBeGreaterThan(0);
    const [runs] = await rows<{ n: number }>(sql`select count(*)::int as n from coding_runs where line_count > 0`);
    expect(runs?.n).toBeGreaterThanOrEqual(6);

    const token = tokens.get('casemanager@demo.test');
    const [line] = await rows<{ id: string; business_id: string }>(
      sql`select id, business_id from bank_transactions where journal_entry_id is null and suggestion is null and payee = 'KeyPay payroll' limit 1`,
    );
    const learned = await t.api.post<{ data: Array<{ suggestions: Array<{ accountCode: string }> }> }>(
      `/api/v1/businesses/${line?.business_id ?? ''}/coding-suggestions`,
      { transactionIds: [line?.id] },
      { token },
    );
    expect(learned.body.data[0]?.suggestions[0]?.accountCode).toBe('6-2000');
  });

  it('leaves chat, files and an open upload request, and each role a dashboard with something to do', async () => {
    const [work] = await rows<{ messages: number; mentions: number; files: number; open: number }>(
      sql`select (select count(*)::int from messages) as messages, (select count(*)::int from message_mentions) as mentions,
            (select count(*)::int from files) as files,
            (select count(*)::int from upload_requests where status = 'open' and expires_at > now()) as open`,
    );
    expect(work).toMatchObject({ mentions: 2, open: 1 });
    expect(work?.messages).toBeGreaterThanOrEqual(6);
    expect(work?.files).toBeGreaterThanOrEqual(4);
    for (const email of ['client@demo.test', 'casemanager@demo.test', 'supervisor@demo.test']) {
      const unread = await t.api.get<{ data: number }>('/api/v1/notifications/count-unread', { token: tokens.get(email) });
      expect(unread.body.data, email).toBeGreaterThan(0);
    }
    for (const { email } of DEMO_USERS) {
      const dashboard = dashboards.get(email);
      const openWork = dashboard?.charts.topBusinessesByOpenWork ?? [];
      expect(
        openWork.reduce((n, b) => n + b.uncoded + b.awaitingApproval, 0),
        email,
      ).toBeGreaterThan(0);
      expect(dashboard?.charts.topBusinessesByTransactions.length, email).toBeGreaterThan(0);
    }
  });

  it('plans the same practice from the same seed', () => {
    expect(planPractice(createRandom(7))).toEqual(planPractice(createRandom(7)));
  });
});
