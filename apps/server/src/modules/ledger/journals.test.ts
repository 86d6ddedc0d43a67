/** Manual journals and opening balances over HTTP: posting, refusals, the list, deleting. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { accounts } from '../charts/charts.tables.js';
import { buildLedgerWorld, countOf, setLock, type LedgerWorld } from './ledger-world.fixture.js';
import type { EntryDto } from './ledger.schema.js';
import { journalEntries } from './ledger.tables.js';
import { setAccountOpeningBalance } from './opening-balances.service.js';

let t: TestApp;
let w: LedgerWorld;
let token: string;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  token = w.users.supA.token;
  url = `/api/v1/businesses/${w.businesses.b1.id}/journals`;
});
afterAll(() => t.close());

const journal = (date: string, amount: number, credit = -amount) => ({
  date,
  narration: 'Accrue rent',
  lines: [
    { accountId: w.l1.account('6-1250'), amount, taxCode: 'GST', gst: Math.round(amount / 11), description: 'Rent' },
    { accountId: w.l1.account('2-1300'), amount: credit },
  ],
});
const post = (body: unknown) => t.api.post<{ data: EntryDto; message?: string }>(url, body, { token });

describe('manual journals', () => {
  it('posts a balanced journal with its lines and an audit record', async () => {
    const res = await post(journal('2024-09-30', 11000));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ number: 1, date: '2024-09-30', source: 'manual', narration: 'Accrue rent' });
    expect(res.body.data.lines).toMatchObject([
      { accountCode: '6-1250', amount: 11000, debit: 11000, credit: 0, taxCode: 'GST', gst: 1000, description: 'Rent' },
      { accountCode: '2-1300', amount: -11000, debit: 0, credit: 11000, taxCode: null, gst: 0 },
    ]);
    const audits = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, res.body.data.id), eq(auditLogs.action, 'journal.created')));
    expect(audits).toHaveLength(1);
  });

  it('refuses lines that do not balance (400, the domain message) and writes nothing', async () => {
    const before = await countOf(t.ctx, 'journal_lines');
    const res = await post(journal('2024-09-30', 11000, -10995));
    expect([res.status, res.body.message]).toEqual([400, 'The lines do not balance: debits and credits differ by $0.05.']);
    expect((await post({ ...journal('2024-09-30', 1), lines: [{ accountId: w.l1.account('6-1250'), amount: 0 }] })).status).toBe(400);
    expect(await countOf(t.ctx, 'journal_lines')).toBe(before);
  });

  it('refuses a date on or before the lock date (409) and writes nothing', async () => {
    await setLock(t.ctx, w.businesses.b1.id, '2024-06-30');
    try {
      const before = await countOf(t.ctx, 'journal_entries');
      const res = await post(journal('2024-06-30', 500));
      expect([res.status, res.body.message]).toEqual([
        409,
        'The books are locked up to 30/06/2024: nothing dated on or before it can change.',
      ]);
      expect(await countOf(t.ctx, 'journal_entries')).toBe(before);
    } finally {
      await setLock(t.ctx, w.businesses.b1.id, null);
    }
  });

  it('lists entries with lines, newest first, by source and dates, paged', async () => {
    await post(journal('2024-10-15', 2200));
    await post(journal('2024-11-15', 3300));
    await t.api.put(
      `/api/v1/transactions/${w.l1.tx(1).id}/coding`,
      { lines: [{ accountId: w.l1.account('4-1000'), taxCode: 'GST', amount: 55000 }] },
      { token },
    );
    const list = (query: string) =>
      t.api.get<{ data: EntryDto[]; pagination: { skip: number; limit: number; total: number } }>(`${url}?${query}`, {
        token: w.users.portal.token,
      });
    const manual = await list('source=manual&limit=2');
    expect(manual.status).toBe(200);
    expect(manual.body.pagination).toEqual({ skip: 0, limit: 2, total: 3 });
    expect(manual.body.data.map((e) => e.date)).toEqual(['2024-11-15', '2024-10-15']);
    expect(manual.body.data[0]?.lines).toHaveLength(2);
    expect((await list('source=bank')).body.data.map((e) => [e.date, e.bankTransactionId])).toEqual([['2024-07-05', w.l1.tx(1).id]]);
    expect((await list('from=2024-10-01&to=2024-10-31')).body.data.map((e) => e.date)).toEqual(['2024-10-15']);
    expect((await list('skip=3')).body.data.map((e) => e.source)).toEqual(['bank']);
  });

  it('deletes manual journals only, and never in the locked period', async () => {
    const removable = await post(journal('2024-12-01', 100));
    const res = await t.api.delete(`/api/v1/journals/${removable.body.data.id}`, { token });
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.id, removable.body.data.id))).toEqual([]);
    const [bank] = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.source, 'bank'));
    const refused = await t.api.delete<{ message: string }>(`/api/v1/journals/${bank?.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Only manual journals can be deleted here/);
    const locked = await post(journal('2024-12-02', 100));
    await setLock(t.ctx, w.businesses.b1.id, '2024-12-31');
    try {
      const again = await t.api.delete<{ message: string }>(`/api/v1/journals/${locked.body.data.id}`, { token });
      expect([again.status, again.body.message]).toEqual([
        409,
        'The books are locked up to 31/12/2024: nothing dated on or before it can change.',
      ]);
    } finally {
      await setLock(t.ctx, w.businesses.b1.id, null);
    }
  });
});

describe('opening balances', () => {
  const openingUrl = () => `/api/v1/businesses/${w.businesses.b1.id}/opening-balances`;
  const enter = (date: string, balances: Array<[string, number]>) =>
    t.api.post<{ data: { equityAccountId: string | null; entry: EntryDto | null }; message?: string }>(
      openingUrl(),
      { date, balances: balances.map(([code, amount]) => ({ accountId: w.l1.account(code), amount })) },
      { token },
    );
  const openingCount = async () =>
    (
      await t.ctx.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.businessId, w.businesses.b1.id), eq(journalEntries.source, 'opening')))
    ).length;

  it("balances against Owner's capital when the chart has no Opening balance equity, and replaces the previous entry", async () => {
    const first = await enter('2024-06-30', [
      ['1-1110', 500000],
      ['2-2100', -300000],
      ['1-2200', 200000],
    ]);
    expect(first.status).toBe(200);
    expect(first.body.data.equityAccountId).toBe(w.l1.account('3-1000'));
    expect(first.body.data.entry?.lines.map((l) => [l.accountCode, l.amount])).toEqual([
      ['1-1110', 500000],
      ['2-2100', -300000],
      ['1-2200', 200000],
      ['3-1000', -400000],
    ]);
    const second = await enter('2024-06-30', [['1-1110', 650000]]);
    expect(second.body.data.entry?.lines.map((l) => [l.accountCode, l.amount])).toEqual([
      ['1-1110', 650000],
      ['3-1000', -650000],
    ]);
    expect(await openingCount()).toBe(1);
    const shown = await t.api.get<{ data: { entry: EntryDto } }>(openingUrl(), { token: w.users.portal.token });
    expect(shown.body.data.entry.id).toBe(second.body.data.entry?.id);
  });

  it("prefers an 'Opening balance equity' account, and merges one account's balance into the entry", async () => {
    const [obe] = await t.ctx.db
      .insert(accounts)
      .values({ chartId: w.l1.chartId, code: '3-0500', name: 'Opening balance equity', type: 'equity' })
      .returning();
    await enter('2024-06-30', [
      ['1-1110', 650000],
      ['2-2100', -100000],
    ]);
    const merged = await t.ctx.db.transaction((tx) =>
      setAccountOpeningBalance(tx, {
        businessId: w.businesses.b1.id,
        accountId: w.l1.account('1-1110'),
        amount: 900000,
        date: '2024-06-30',
        createdBy: null,
      }),
    );
    const [entry] = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, merged?.id ?? ''));
    expect(entry?.source).toBe('opening');
    const shown = await t.api.get<{ data: { entry: EntryDto; equityAccountId: string } }>(openingUrl(), { token });
    expect(shown.body.data.equityAccountId).toBe(obe?.id);
    expect(shown.body.data.entry.lines.map((l) => [l.accountCode, l.amount])).toEqual([
      ['2-2100', -100000],
      ['1-1110', 900000],
      ['3-0500', -800000],
    ]);
    expect(await openingCount()).toBe(1);
    const otherDate = t.ctx.db.transaction((tx) =>
      setAccountOpeningBalance(tx, {
        businessId: w.businesses.b1.id,
        accountId: w.l1.account('1-1110'),
        amount: 1,
        date: '2024-05-31',
        createdBy: null,
      }),
    );
    await expect(otherDate).rejects.toMatchObject({ statusCode: 409 });
    // A zero balance only takes the account out, whatever date it names.
    const set = (code: string, date: string) =>
      t.ctx.db.transaction((tx) =>
        setAccountOpeningBalance(tx, { businessId: w.businesses.b1.id, accountId: w.l1.account(code), amount: 0, date, createdBy: null }),
      );
    expect(await set('1-2200', '2024-05-31')).toBeNull();
    await set('1-1110', '2024-05-31');
    const after = await t.api.get<{ data: { entry: EntryDto } }>(openingUrl(), { token });
    expect(after.body.data.entry.lines.map((l) => [l.accountCode, l.amount])).toEqual([
      ['2-2100', -100000],
      ['3-0500', 100000],
    ]);
    expect(after.body.data.entry.date).toBe('2024-06-30');
  });

  it('refuses opening balances in the locked period', async () => {
    await setLock(t.ctx, w.businesses.b1.id, '2024-06-30');
    try {
      const res = await enter('2024-07-01', [['1-1110', 1000]]);
      // Replacing means removing the entry dated 2024-06-30, which is locked.
      expect([res.status, res.body.message]).toEqual([
        409,
        'The books are locked up to 30/06/2024: nothing dated on or before it can change.',
      ]);
      expect(await openingCount()).toBe(1);
    } finally {
      await setLock(t.ctx, w.businesses.b1.id, null);
    }
  });
});
