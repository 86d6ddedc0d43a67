/** The master table: keyset paging visits every row once in order, filters, and the index it walks. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBankAccount, buildBankTransactions } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { generateBankTransactions } from '../../../testing/ledger-generator.js';
import { buildLedgerWorld, type LedgerWorld } from './ledger-world.fixture.js';
import { transactionPageQuery } from './transactions.repo.js';
import type { TransactionDto } from './transactions.schema.js';

interface Page {
  data: TransactionDto[];
  pagination: { limit: number; nextCursor: string | null };
}

let t: TestApp;
let w: LedgerWorld;
let savingsId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  const savings = await buildBankAccount(t.ctx, {
    businessId: w.businesses.b1.id,
    ledgerAccountId: w.l1.account('1-1110'),
    name: 'Savings',
  });
  savingsId = savings.id;
  // 60 rows over 12 days: many share a date, so the id must break ties.
  await buildBankTransactions(
    t.ctx,
    savings,
    Array.from({ length: 60 }, (_, i) => ({
      date: `2024-10-${String(1 + (i % 12)).padStart(2, '0')}`,
      amount: (i % 2 ? -1 : 1) * (100 + i * 25),
      description: i % 10 === 0 ? `Transfer 100% of ${i}` : `Card ${i}`,
      payee: i % 3 === 0 ? 'Officeworks' : 'Caltex',
      reference: `R${i}`,
    })),
  );
});
afterAll(() => t.close());

const list = (query: string) =>
  t.api.get<Page>(`/api/v1/businesses/${w.businesses.b1.id}/transactions?${query}`, { token: w.users.cmA1.token });
const all = async (query: string) => {
  const res = await list(`limit=500&${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /businesses/{id}/transactions', () => {
  it('pages by keyset, newest first, visiting every row exactly once', async () => {
    const expected = (
      await t.ctx.db.execute(sql`select id from bank_transactions where business_id = ${w.businesses.b1.id} order by date desc, id desc`)
    ).rows.map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const res: Awaited<ReturnType<typeof list>> = await list(`limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.data.map((r) => r.id));
      cursor = res.body.pagination.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
    expect(seen).toHaveLength(64);
  });

  it('filters by bank account, dates, status, amount and text', async () => {
    expect((await all(`bankAccountId=${savingsId}`)).length).toBe(60);
    expect((await all(`bankAccountId=${w.l1.bankAccount.id}`)).map((r) => r.description)).toEqual([
      'Rent August',
      'Wages',
      'Invoice 1001',
      'Officeworks',
    ]);
    const october = await all('from=2024-10-03&to=2024-10-04');
    expect(october.length).toBe(10);
    expect(october.every((r) => r.date >= '2024-10-03' && r.date <= '2024-10-04')).toBe(true);
    expect((await all('minAmount=-2000&maxAmount=-1000')).every((r) => r.amount >= -2000 && r.amount <= -1000)).toBe(true);
    expect((await all('minAmount=-2000&maxAmount=-1000')).length).toBe(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? -1 : 1) * (100 + i * 25)).filter((a) => a >= -2000 && a <= -1000).length,
    );
    expect((await all('q=100%25')).map((r) => r.description).sort()).toEqual(
      Array.from({ length: 6 }, (_, k) => `Transfer 100% of ${k * 10}`).sort(),
    );
    expect((await all('q=OFFICEWORKS')).length).toBe(21);
    expect((await all('q=r59')).map((r) => r.reference)).toEqual(['R59']);

    const officeworks = w.l1.tx(0);
    const coded = await t.api.put(
      `/api/v1/transactions/${officeworks.id}/coding`,
      { lines: [{ accountId: w.l1.account('6-1250'), taxCode: 'GST', amount: -11000 }] },
      { token: w.users.cmA1.token },
    );
    expect(coded.status).toBe(200);
    const codedRows = await all('status=coded');
    expect(codedRows.map((r) => r.id)).toEqual([officeworks.id]);
    expect(codedRows[0]?.coding?.lines).toEqual([
      {
        accountId: w.l1.account('6-1250'),
        accountCode: '6-1250',
        accountName: 'Rent',
        taxCode: 'GST',
        amount: -11000,
        gst: -1000,
        description: null,
      },
    ]);
    expect((await all('status=uncoded')).length).toBe(63);
  });

  it('refuses a cursor it did not hand out', async () => {
    const res = await list('cursor=not-a-cursor');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The cursor is not valid: start again from the first page.' });
  });

  it('walks bank_transactions_business_date_idx without sorting, first page and after a cursor', async () => {
    await generateBankTransactions(t.ctx.db, {
      businessId: w.businesses.b1.id,
      bankAccountId: savingsId,
      count: 30_000,
      seed: 3,
      from: '2015-01-01',
      to: '2024-12-31',
    });
    await generateBankTransactions(t.ctx.db, {
      businessId: w.businesses.b5.id,
      bankAccountId: w.l5.bankAccount.id,
      count: 10_000,
      seed: 4,
      from: '2015-01-01',
      to: '2024-12-31',
    });
    await t.ctx.db.execute(sql`analyze bank_transactions`);
    const filter = { businessId: w.businesses.b1.id };
    const cursor = { date: '2020-06-30', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };
    for (const [query, label] of [
      [transactionPageQuery(filter, undefined, 50), 'first page'],
      [transactionPageQuery(filter, cursor, 50), 'after a cursor'],
      [transactionPageQuery({ ...filter, status: 'uncoded', bankAccountId: savingsId }, cursor, 50), 'with filters'],
    ] as const) {
      const plan = (await t.ctx.db.execute(sql`explain ${query}`)).rows.map((r) => String(Object.values(r)[0])).join('\n');
      expect(plan, label).toContain('bank_transactions_business_date_idx');
      // Right under the limit, the index walk itself: no sort of the business's lines (a row's own
      // subplans, such as its attachments in order, may sort their few rows).
      expect(plan.split('\n')[1], label).toMatch(/^\s*->\s+Index Scan using bank_transactions_business_date_idx/);
      if (label !== 'first page') expect(plan, label).toMatch(/Index Cond: .*ROW\(t\.date, t\.id\) < ROW|Index Cond: .*\(date, id\) </);
    }
  });
});
