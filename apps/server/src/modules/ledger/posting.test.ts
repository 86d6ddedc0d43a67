/** postEntry and removeEntry inside a transaction, as later steps (adjustments, opening balances) call them. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { accounts } from '../charts/charts.tables.js';
import { buildLedgerWorld, countOf, setLock, summaryMismatches, type LedgerWorld } from './ledger-world.fixture.js';
import { postEntry, removeEntry, type PostEntryInput } from './index.js';

let t: TestApp;
let w: LedgerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
});
afterAll(() => t.close());

const entry = (overrides: Partial<PostEntryInput> = {}): PostEntryInput => ({
  businessId: w.businesses.b1.id,
  date: '2024-09-10',
  source: 'manual',
  narration: 'Test',
  createdBy: null,
  lines: [
    { accountId: w.l1.account('6-1250'), amount: 12345 },
    { accountId: w.l1.account('1-1110'), amount: -12345 },
  ],
  ...overrides,
});

async function refusal(work: (tx: Db) => Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  const error = await t.ctx.db.transaction(work).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { statusCode: error.statusCode, message: error.message };
}

describe('postEntry', () => {
  it('numbers entries per business, one after another, even when posted at once', async () => {
    const posted = await Promise.all(Array.from({ length: 6 }, () => t.ctx.db.transaction((tx) => postEntry(tx, entry()))));
    const numbers = posted.map((p) => p.number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    const other = await t.ctx.db.transaction((tx) =>
      postEntry(
        tx,
        entry({
          businessId: w.businesses.b5.id,
          lines: [
            { accountId: w.l5.account('6-1250'), amount: 1 },
            { accountId: w.l5.account('1-1110'), amount: -1 },
          ],
        }),
      ),
    );
    expect(other.number).toBe(1);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('refuses unbalanced lines with the domain message (400) and writes nothing', async () => {
    const before = await countOf(t.ctx, 'journal_lines');
    const bad = entry({
      lines: [
        { accountId: w.l1.account('6-1250'), amount: 1000 },
        { accountId: w.l1.account('1-1110'), amount: -999 },
      ],
    });
    expect(await refusal((tx) => postEntry(tx, bad))).toEqual({
      statusCode: 400,
      message: 'The lines do not balance: debits and credits differ by $0.01.',
    });
    expect(await countOf(t.ctx, 'journal_lines')).toBe(before);
  });

  it('refuses a date on or before the lock date (409) and writes nothing', async () => {
    await setLock(t.ctx, w.businesses.b1.id, '2024-09-30');
    try {
      const before = await countOf(t.ctx, 'journal_entries');
      expect(await refusal((tx) => postEntry(tx, entry({ date: '2024-09-30' })))).toEqual({
        statusCode: 409,
        message: 'The books are locked up to 30/09/2024: nothing dated on or before it can change.',
      });
      expect(await countOf(t.ctx, 'journal_entries')).toBe(before);
      const open = await t.ctx.db.transaction((tx) => postEntry(tx, entry({ date: '2024-10-01' })));
      expect(open.date).toBe('2024-10-01');
    } finally {
      await setLock(t.ctx, w.businesses.b1.id, null);
    }
  });

  it('refuses accounts of another chart and inactive accounts', async () => {
    const foreign = entry({
      lines: [
        { accountId: w.l5.account('6-1250'), amount: 5 },
        { accountId: w.l1.account('1-1110'), amount: -5 },
      ],
    });
    expect(await refusal((tx) => postEntry(tx, foreign))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("not in this business's chart") as string,
    });
    await t.ctx.db
      .update(accounts)
      .set({ active: false })
      .where(eq(accounts.id, w.l1.account('6-1290')));
    const retired = entry({
      lines: [
        { accountId: w.l1.account('6-1290'), amount: 5 },
        { accountId: w.l1.account('1-1110'), amount: -5 },
      ],
    });
    expect(await refusal((tx) => postEntry(tx, retired))).toEqual({
      statusCode: 400,
      message: 'Account 6-1290 Telephone and internet is inactive: choose an active account.',
    });
  });
});

describe('removeEntry', () => {
  it('removes the entry and its lines, keeping the monthly summary equal to the lines', async () => {
    const posted = await t.ctx.db.transaction((tx) => postEntry(tx, entry({ date: '2024-11-02' })));
    const lines = await countOf(t.ctx, 'journal_lines');
    await t.ctx.db.transaction((tx) => removeEntry(tx, posted.id));
    expect(await countOf(t.ctx, 'journal_lines')).toBe(lines - 2);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('refuses to remove an entry in the locked period', async () => {
    const posted = await t.ctx.db.transaction((tx) => postEntry(tx, entry({ date: '2024-11-03' })));
    await setLock(t.ctx, w.businesses.b1.id, '2024-11-30');
    try {
      expect(await refusal((tx) => removeEntry(tx, posted.id))).toMatchObject({ statusCode: 409 });
    } finally {
      await setLock(t.ctx, w.businesses.b1.id, null);
    }
  });
});
