/** Coding bank transactions over HTTP: what it posts, recoding, uncoding, splits, bulk and refusals. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLogs } from '../audit/index.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { accounts } from '../charts/charts.tables.js';
import { buildLedgerWorld, countOf, summaryMismatches, type LedgerWorld } from './ledger-world.fixture.js';
import { journalEntries, journalLines } from './ledger.tables.js';
import type { TransactionDto } from './transactions.schema.js';

let t: TestApp;
let w: LedgerWorld;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  token = w.users.cmA1.token;
});
afterAll(() => t.close());

const code = (id: string, lines: unknown[], as = token) =>
  t.api.put<{ data: TransactionDto; message?: string }>(`/api/v1/transactions/${id}/coding`, { lines }, { token: as });
const linesOf = (entryId: string) =>
  t.ctx.db
    .select({ accountId: journalLines.accountId, amount: journalLines.amount, taxCode: journalLines.taxCode, gst: journalLines.gst })
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.id);
const entriesOf = (transactionId: string) =>
  t.ctx.db.select().from(journalEntries).where(eq(journalEntries.bankTransactionId, transactionId));

describe('coding a transaction', () => {
  it('posts a GST purchase as bank −110.00, expense +100.00, GST +10.00', async () => {
    const tx = w.l1.tx(0);
    const res = await code(tx.id, [{ accountId: w.l1.account('6-1250'), taxCode: 'GST', amount: -11000 }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'coded',
      entryNumber: 1,
      coding: { lines: [{ accountCode: '6-1250', taxCode: 'GST', amount: -11000, gst: -1000 }] },
    });
    const entryId = res.body.data.journalEntryId ?? '';
    expect(await linesOf(entryId)).toEqual([
      { accountId: w.l1.account('1-1110'), amount: -11000, taxCode: null, gst: 0 },
      { accountId: w.l1.account('6-1250'), amount: 10000, taxCode: 'GST', gst: 1000 },
      { accountId: w.l1.account('2-1300'), amount: 1000, taxCode: 'GST', gst: 0 },
    ]);
    const [entry] = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    expect(entry).toMatchObject({ source: 'bank', date: '2024-07-03', bankTransactionId: tx.id, createdBy: w.users.cmA1.user.id });
    const audits = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, tx.id), eq(auditLogs.action, 'transaction.coded')));
    expect(audits).toHaveLength(1);
  });

  it('recodes by replacing the entry: one entry remains and the summary equals the lines', async () => {
    const tx = w.l1.tx(1);
    await code(tx.id, [{ accountId: w.l1.account('4-1000'), taxCode: 'GST', amount: 55000 }]);
    const res = await code(tx.id, [
      { accountId: w.l1.account('4-1000'), taxCode: 'GST', amount: 33000, description: 'Coffee' },
      { accountId: w.l1.account('4-1300'), taxCode: 'FRE', amount: 22000 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.coding?.lines).toEqual([
      {
        accountId: w.l1.account('4-1000'),
        accountCode: '4-1000',
        accountName: 'Sales',
        taxCode: 'GST',
        amount: 33000,
        gst: 3000,
        description: 'Coffee',
      },
      {
        accountId: w.l1.account('4-1300'),
        accountCode: '4-1300',
        accountName: 'GST-free sales',
        taxCode: 'FRE',
        amount: 22000,
        gst: 0,
        description: null,
      },
    ]);
    const entries = await entriesOf(tx.id);
    expect(entries.map((e) => e.id)).toEqual([res.body.data.journalEntryId]);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('uncodes by removing the entry', async () => {
    const tx = w.l1.tx(2);
    await code(tx.id, [{ accountId: w.l1.account('6-2000'), taxCode: 'N-T', amount: -250000 }]);
    const res = await t.api.delete<{ data: TransactionDto }>(`/api/v1/transactions/${tx.id}/coding`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'uncoded', journalEntryId: null, coding: null });
    expect(await entriesOf(tx.id)).toEqual([]);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('refuses splits that do not add up to the transaction, with the domain message', async () => {
    const tx = w.l1.tx(3);
    const res = await code(tx.id, [
      { accountId: w.l1.account('6-1250'), taxCode: 'GST', amount: -30000 },
      { accountId: w.l1.account('6-1090'), taxCode: 'GST', amount: -2000 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The split lines add up to -$320.00, not the transaction's -$330.00.");
    expect(await entriesOf(tx.id)).toEqual([]);
  });

  it('refuses accounts outside the business chart and inactive ones', async () => {
    const tx = w.l1.tx(3);
    expect((await code(tx.id, [{ accountId: w.l5.account('6-1250'), taxCode: 'GST', amount: -33000 }])).status).toBe(400);
    const [spare] = await t.ctx.db
      .insert(accounts)
      .values({ chartId: w.l1.chartId, code: '6-9999', name: 'Retired', type: 'expense', active: false })
      .returning();
    const res = await code(tx.id, [{ accountId: spare?.id, taxCode: 'GST', amount: -33000 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Account 6-9999 Retired is inactive: choose an active account.');
  });

  it('codes many rows at once, all or nothing, naming the refused item', async () => {
    const [a, b] = await t.ctx.db
      .insert(bankTransactions)
      .values([
        { businessId: w.businesses.b1.id, bankAccountId: w.l1.bankAccount.id, date: '2024-09-01', amount: -2200, description: 'Parking' },
        { businessId: w.businesses.b1.id, bankAccountId: w.l1.bankAccount.id, date: '2024-09-02', amount: -4400, description: 'Fuel' },
      ])
      .returning();
    const url = `/api/v1/businesses/${w.businesses.b1.id}/transactions/code`;
    const item = (id: string | undefined, amount: number) => ({
      transactionId: id,
      lines: [{ accountId: w.l1.account('6-1180'), taxCode: 'GST', amount }],
    });
    const bad = await t.api.post<{ message: string }>(url, { items: [item(a?.id, -2200), item(b?.id, -4000)] }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("#2: The split lines add up to -$40.00, not the transaction's -$44.00.");
    expect(await entriesOf(a?.id ?? '')).toEqual([]);
    const ok = await t.api.post<{ data: TransactionDto[] }>(url, { items: [item(a?.id, -2200), item(b?.id, -4400)] }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((r) => r.status)).toEqual(['coded', 'coded']);
    const foreign = await t.api.post(
      url,
      { items: [{ transactionId: w.l5.tx(0).id, lines: [{ accountId: w.l1.account('6-1180'), taxCode: 'GST', amount: -11000 }] }] },
      { token: w.users.sa.token },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('the lock date', () => {
  it('refuses to code, recode or uncode a transaction dated on or before it, changing nothing', async () => {
    const coded = w.l1.tx(0);
    const uncoded = w.l1.tx(2);
    const locked = await t.api.put(
      `/api/v1/businesses/${w.businesses.b1.id}/lock-date`,
      { lockDate: '2024-07-31' },
      { token: w.users.raA.token },
    );
    expect(locked.status).toBe(200);
    const entries = await countOf(t.ctx, 'journal_entries');
    const message = 'The books are locked up to 31/07/2024: nothing dated on or before it can change.';
    const recode = await code(coded.id, [{ accountId: w.l1.account('6-1090'), taxCode: 'GST', amount: -11000 }]);
    expect([recode.status, recode.body.message]).toEqual([409, message]);
    const first = await code(uncoded.id, [{ accountId: w.l1.account('6-2000'), taxCode: 'N-T', amount: -250000 }]);
    expect([first.status, first.body.message]).toEqual([409, message]);
    const uncode = await t.api.delete<{ message: string }>(`/api/v1/transactions/${coded.id}/coding`, { token });
    expect([uncode.status, uncode.body.message]).toEqual([409, message]);
    expect(await countOf(t.ctx, 'journal_entries')).toBe(entries);
    const [row] = await t.ctx.db.select().from(bankTransactions).where(eq(bankTransactions.id, coded.id));
    expect(row?.journalEntryId).not.toBeNull();
    // August is still open.
    expect((await code(w.l1.tx(3).id, [{ accountId: w.l1.account('6-1250'), taxCode: 'GST', amount: -33000 }])).status).toBe(200);
  });
});
