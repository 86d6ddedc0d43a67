/**
 * The ledger rules the database holds on its own (migrations 0004, 0011 and 0012), tried with raw SQL so that no
 * application code stands between the test and the triggers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbErrorInfo } from '../../platform/db/errors.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let businessId: string;
let bank: string;
let sales: string;
let rent: string;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.ctx.db.execute(query);
  return result.rows[0] as T;
}

/** Inserts an entry and all its lines in one statement each, as the application does. */
async function post(date: string, lines: Array<[string, number]>): Promise<string> {
  const { id } = await one<{ id: string }>(sql`
    insert into journal_entries (business_id, number, date, source)
    values (${businessId}, (select coalesce(max(number), 0) + 1 from journal_entries where business_id = ${businessId}), ${date}, 'manual')
    returning id`);
  const values = sql.join(
    lines.map(([account, amount]) => sql`(${id}, ${businessId}, ${date}::date, ${account}::uuid, ${amount})`),
    sql`, `,
  );
  await t.ctx.db.execute(sql`insert into journal_lines (entry_id, business_id, date, account_id, amount) values ${values}`);
  return id;
}

/** The SQLSTATE and message the database refused with. */
async function refusal(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  const info = dbErrorInfo(error);
  if (!info) throw new Error(`expected a database refusal, got ${String(error)}`);
  return `${info.code}: ${info.message}`;
}

async function summaryMismatches(): Promise<number> {
  const { n } = await one<{ n: number }>(sql`
    select count(*)::int as n from (
      select business_id, account_id, date_trunc('month', date)::date as month, sum(amount)::bigint as amount
      from journal_lines group by 1, 2, 3
    ) l full join account_month_balances b using (business_id, account_id, month)
    where l.amount is distinct from b.amount`);
  return n;
}

/** A business of its own client with a chart; answers its id and the chart's id. */
async function businessWithChart(name: string): Promise<{ business: string; chart: string }> {
  const { id: client } = await one<{ id: string }>(sql`select id from clients limit 1`);
  const { id: business } = await one<{ id: string }>(
    sql`insert into businesses (client_id, name) values (${client}, ${name}) returning id`,
  );
  const { id: chart } = await one<{ id: string }>(
    sql`insert into charts (kind, name, business_id) values ('business', ${name}, ${business}) returning id`,
  );
  return { business, chart };
}

beforeAll(async () => {
  t = await createTestApp();
  const { id: region } = await one<{ id: string }>(sql`insert into regions (name) values ('Sydney') returning id`);
  const { id: brand } = await one<{ id: string }>(
    sql`insert into brands (name, slug, contact_email) values ('B', 'b', 'b@example.test') returning id`,
  );
  await one(sql`insert into clients (brand_id, region_id, code, name) values (${brand}, ${region}, 'CL-1', 'C') returning id`);
  const { business, chart } = await businessWithChart('Biz');
  businessId = business;
  const account = async (code: string, type: string) =>
    (
      await one<{ id: string }>(
        sql`insert into accounts (chart_id, code, name, type) values (${chart}, ${code}, ${code}, ${type}) returning id`,
      )
    ).id;
  bank = await account('1-1000', 'asset');
  sales = await account('4-1000', 'income');
  rent = await account('6-1000', 'expense');
});
afterAll(() => t.close());

describe('ledger rules held by the database', () => {
  it('refuses an entry whose lines do not balance, and writes none of it', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from journal_lines`);
    expect(
      await refusal(
        post('2024-07-03', [
          [bank, 1000],
          [sales, -999],
        ]),
      ),
    ).toMatch(/^LD001: .*does not balance \(off by 1 cents\)/);
    const after = await one<{ n: number }>(sql`select count(*)::int as n from journal_lines`);
    expect(after.n).toBe(before.n);
  });

  it('removes part of an entry only while the lines it keeps still balance', async () => {
    const entry = await post('2024-06-04', [
      [bank, 900],
      [sales, -600],
      [rent, -300],
      [rent, 50],
      [sales, -50],
    ]);
    const linesOf = sql`select count(*)::int as n from journal_lines where entry_id = ${entry}`;
    expect(await refusal(t.ctx.db.execute(sql`delete from journal_lines where entry_id = ${entry} and amount in (900, -600)`))).toMatch(
      /^LD001: .*does not balance \(off by -300 cents\)/,
    );
    expect((await one<{ n: number }>(linesOf)).n).toBe(5);
    await t.ctx.db.execute(sql`delete from journal_lines where entry_id = ${entry} and amount in (50, -50)`);
    expect((await one<{ n: number }>(linesOf)).n).toBe(3);
    expect(await summaryMismatches()).toBe(0);
  });

  it('keeps the monthly summary equal to the lines through inserts and deletes', async () => {
    await post('2024-07-03', [
      [bank, 55000],
      [sales, -55000],
    ]);
    await post('2024-07-20', [
      [rent, 12000],
      [bank, -12000],
    ]);
    const removed = await post('2024-08-01', [
      [bank, 700],
      [sales, -700],
    ]);
    await t.ctx.db.execute(sql`delete from journal_entries where id = ${removed}`);
    expect(await summaryMismatches()).toBe(0);
    const july = await one<{ amount: number }>(
      sql`select amount::int as amount from account_month_balances where account_id = ${bank} and month = '2024-07-01'`,
    );
    expect(july.amount).toBe(43000);
    const august = await one<{ n: number }>(sql`select count(*)::int as n from account_month_balances where month = '2024-08-01'`);
    expect(august.n).toBe(0);
  });

  it('never updates a line in place', async () => {
    expect(await refusal(t.ctx.db.execute(sql`update journal_lines set amount = amount + 1`))).toMatch(/^LD003: .*cannot be changed/);
  });

  it('refuses to write or remove anything on or before the lock date', async () => {
    const open = await post('2024-09-10', [
      [bank, 100],
      [sales, -100],
    ]);
    await t.ctx.db.execute(sql`update businesses set lock_date = '2024-09-30' where id = ${businessId}`);
    expect(
      await refusal(
        post('2024-09-30', [
          [bank, 5],
          [sales, -5],
        ]),
      ),
    ).toMatch(/^LD002: .*locked up to 2024-09-30/);
    expect(await refusal(t.ctx.db.execute(sql`delete from journal_entries where id = ${open}`))).toMatch(/^LD002: /);
    await expect(
      post('2024-10-01', [
        [bank, 5],
        [sales, -5],
      ]),
    ).resolves.toBeTruthy();
    expect(await summaryMismatches()).toBe(0);
  });

  it("checks each line's entry and account for the whole statement, as foreign keys did, and more", async () => {
    const entry = await post('2024-11-05', [
      [bank, 400],
      [sales, -400],
    ]);
    const line = (entryId: string, date: string, account: string, amount: number) =>
      t.ctx.db.execute(sql`insert into journal_lines (entry_id, business_id, date, account_id, amount)
        values (${entryId}, ${businessId}, ${date}::date, ${account}::uuid, ${amount}), (${entryId}, ${businessId}, ${date}::date, ${bank}::uuid, ${-amount})`);
    expect(await refusal(line('00000000-0000-4000-8000-000000000000', '2024-11-05', rent, 10))).toMatch(/^23503: .*has no such entry/);
    expect(await refusal(line(entry, '2024-11-06', rent, 10))).toMatch(/^23503: .*has no such entry of its business and date/);
    const other = await businessWithChart('Other');
    const { id: foreign } = await one<{ id: string }>(
      sql`insert into accounts (chart_id, code, name, type) values (${other.chart}, '6-1000', 'Rent', 'expense') returning id`,
    );
    expect(await refusal(line(entry, '2024-11-05', foreign, 10))).toMatch(/^23503: .*not in its business's chart/);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from journal_lines where entry_id = ${entry}`)).n).toBe(2);
  });

  it("checks each entry's business and author for the whole statement, and a user removed leaves their entries", async () => {
    const entry = (business: string, author: string | null) =>
      t.ctx.db.execute(sql`insert into journal_entries (business_id, number, date, source, created_by)
        values (${business}, 900, '2024-11-20', 'manual', ${author})`);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(entry(nobody, null))).toMatch(/^23503: .*business .*does not exist/);
    expect(await refusal(entry(businessId, nobody))).toMatch(/^23503: .*by user .*does not exist/);
    const { id: author } = await one<{ id: string }>(
      sql`insert into users (email, first_name, last_name, role_id) values ('author@example.test', 'A', 'B', 3) returning id`,
    );
    await entry(businessId, author);
    await t.ctx.db.execute(sql`delete from users where id = ${author}`);
    const kept = await one<{ n: number; authors: number }>(
      sql`select count(*)::int as n, count(created_by)::int as authors from journal_entries where business_id = ${businessId} and number = 900`,
    );
    expect(kept).toEqual({ n: 1, authors: 0 });
  });

  it('keeps an account with lines, and lets a business go with its whole ledger', async () => {
    expect(await refusal(t.ctx.db.execute(sql`delete from accounts where id = ${rent}`))).toMatch(/^23503: .*has journal lines/);
    const gone = await businessWithChart('Closing down');
    const { id: cash } = await one<{ id: string }>(
      sql`insert into accounts (chart_id, code, name, type) values (${gone.chart}, '1-1000', 'Cash', 'asset') returning id`,
    );
    const { id: income } = await one<{ id: string }>(
      sql`insert into accounts (chart_id, code, name, type) values (${gone.chart}, '4-1000', 'Sales', 'income') returning id`,
    );
    const { id: entry } = await one<{ id: string }>(
      sql`insert into journal_entries (business_id, number, date, source) values (${gone.business}, 1, '2024-12-01', 'manual') returning id`,
    );
    await t.ctx.db.execute(sql`insert into journal_lines (entry_id, business_id, date, account_id, amount)
      values (${entry}, ${gone.business}, '2024-12-01', ${cash}, 250), (${entry}, ${gone.business}, '2024-12-01', ${income}, -250)`);
    await t.ctx.db.execute(sql`delete from businesses where id = ${gone.business}`);
    const left = await one<{ entries: number; lines: number; balances: number }>(sql`select
      (select count(*)::int from journal_entries where business_id = ${gone.business}) as entries,
      (select count(*)::int from journal_lines where business_id = ${gone.business}) as lines,
      (select count(*)::int from account_month_balances where business_id = ${gone.business}) as balances`);
    expect(left).toEqual({ entries: 0, lines: 0, balances: 0 });
    expect(await summaryMismatches()).toBe(0);
  });
});
