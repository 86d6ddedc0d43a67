/**
 * Internal transfers over HTTP, on statements imported through the real path (a CommBank CSV on
 * the cheque side, an OFX on the savings side): what the import proposes, the one-to-one choice
 * among equal amounts, the refund that stays out, accepting to the clearing account in balanced
 * entries and undoing it, rejection remembered, the window, and locked lines left alone.
 */
import type { TransactionDto, TransferDecisionAnswer, TransferPairDto } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, setLock, summaryMismatches, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { buildTransferBooks } from './transfers.fixture.js';

let t: TestApp;
let w: LedgerWorld;
let books: Awaited<ReturnType<typeof buildTransferBooks>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  token = w.users.cmA1.token;
  books = await buildTransferBooks(t, w);
});
afterAll(() => t.close());

const base = () => `/api/v1/businesses/${w.businesses.b1.id}/transfer-pairs`;
type Page = { data: TransferPairDto[]; pagination: { total: number }; message?: string };
type Decision = { data: TransferDecisionAnswer; message?: string };
const list = (status = 'proposed') => t.api.get<Page>(`${base()}?status=${status}`, { token });
const analyze = (days?: number) =>
  t.api.post<{ data: { proposed: number } }>(`${base()}/analyze`, days === undefined ? {} : { days }, { token });
const decide = (action: 'accept' | 'reject' | 'undo', body: object) => t.api.post<Decision>(`${base()}/${action}`, body, { token });
const byAmount = (pairs: TransferPairDto[], cents: number) => pairs.filter((p) => p.in.amount === cents);
const one = (pairs: TransferPairDto[], cents: number) => {
  const [pair] = byAmount(pairs, cents);
  if (!pair) throw new Error(`no pair of ${cents}`);
  return pair;
};
const clearingBalance = async () =>
  Number(
    (
      await t.ctx.db.execute(
        sql`select coalesce(sum(amount), 0)::bigint as n, count(*)::int as c from journal_lines where account_id = ${books.clearingAccountId}`,
      )
    ).rows[0]?.n,
  );
const clearingLineCount = async () =>
  Number(
    (await t.ctx.db.execute(sql`select count(*)::int as c from journal_lines where account_id = ${books.clearingAccountId}`)).rows[0]?.c,
  );
const masterTable = async () =>
  (await t.api.get<{ data: TransactionDto[] }>(`/api/v1/businesses/${w.businesses.b1.id}/transactions?limit=100`, { token })).body.data;

describe('internal transfers', () => {
  it('proposes pairs as soon as the second statement is imported, one line per pair, the refund left out', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const pairs = res.body.data;
    expect(pairs).toHaveLength(3);
    const split = one(pairs, 150000);
    expect(split).toMatchObject({
      gapDays: 1,
      out: { date: '2024-09-10', amount: -150000, bankAccountName: 'Everyday cheque', locked: false },
      in: { date: '2024-09-11', amount: 150000, bankAccountName: 'Business savings' },
    });
    // The two equal transfers of one day: each line in exactly one pair.
    const equal = byAmount(pairs, 20000);
    expect(equal).toHaveLength(2);
    const lineIds = pairs.flatMap((p) => [p.out.id, p.in.id]);
    expect(new Set(lineIds).size).toBe(6);
    // Naming the other account's number, close and unique beats two indistinguishable candidates.
    expect(split.confidence).toBeGreaterThan(equal[0]?.confidence ?? 100);
    expect(pairs.some((p) => p.out.description.includes('OFFICEWORKS') || p.in.description.includes('OFFICEWORKS'))).toBe(false);

    const rows = await masterTable();
    const marked = rows.filter((r) => r.transfer?.status === 'proposed');
    expect(marked.map((r) => r.id).sort()).toEqual([...lineIds].sort());
    expect(rows.find((r) => r.description.startsWith('OFFICEWORKS REFUND'))?.transfer).toBeNull();
  });

  it('keeps a transfer that lands the next day out of a same-day window', async () => {
    expect((await analyze(0)).body.data.proposed).toBe(2);
    expect(byAmount((await list()).body.data, 150000)).toHaveLength(0);
    expect((await analyze()).body.data.proposed).toBe(3);
  });

  it('accepts a pair: both lines coded to the clearing account in balanced entries, audited, and undone', async () => {
    const pair = one((await list()).body.data, 150000);
    const res = await decide('accept', { pairIds: [pair.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.skipped).toEqual([]);
    expect(res.body.data.done).toMatchObject([{ id: pair.id, status: 'accepted' }]);
    expect(await clearingBalance()).toBe(0);
    expect(await clearingLineCount()).toBe(2);
    expect(await summaryMismatches(t.ctx)).toBe(0);

    const rows = await masterTable();
    for (const id of [pair.out.id, pair.in.id]) {
      const row = rows.find((r) => r.id === id);
      expect(row).toMatchObject({ status: 'coded', transfer: { pairId: pair.id, status: 'accepted' } });
      expect(row?.coding?.lines).toMatchObject([{ accountCode: '1-1190', taxCode: 'N-T', amount: row?.amount }]);
    }
    expect((await list('accepted')).body.data.map((p) => p.id)).toEqual([pair.id]);
    const audit = await t.ctx.db.execute(sql`select count(*)::int as n from audit_logs where action = 'transfer_pairs.accepted'`);
    expect(Number(audit.rows[0]?.n)).toBe(1);

    const undone = await decide('undo', { pairIds: [pair.id] });
    expect(undone.body.data.done).toMatchObject([{ id: pair.id, status: 'proposed' }]);
    expect(await clearingLineCount()).toBe(0);
    expect((await masterTable()).filter((r) => r.id === pair.out.id || r.id === pair.in.id).map((r) => r.status)).toEqual([
      'uncoded',
      'uncoded',
    ]);
  });

  it('remembers a rejection: the pair is never proposed again', async () => {
    const pair = one((await list()).body.data, 150000);
    expect((await decide('reject', { pairIds: [pair.id] })).body.data.done).toMatchObject([{ status: 'rejected' }]);
    expect((await analyze()).body.data.proposed).toBe(2);
    const rows = await masterTable();
    expect(rows.find((r) => r.id === pair.out.id)?.transfer).toBeNull();
    expect(byAmount((await list()).body.data, 150000)).toHaveLength(0);
  });

  it('shows pairs in the locked period and skips them when every pair above a confidence is accepted', async () => {
    await setLock(t.ctx, w.businesses.b1.id, '2024-09-12');
    const pairs = (await list()).body.data;
    expect(pairs.every((p) => p.out.locked && p.in.locked)).toBe(true);
    const res = await decide('accept', { minConfidence: 0 });
    expect(res.body.data.done).toEqual([]);
    expect(res.body.data.skipped.map((s) => s.pairId).sort()).toEqual(pairs.map((p) => p.id).sort());
    expect(res.body.data.skipped[0]?.reason).toMatch(/locked period/);
    expect(await clearingLineCount()).toBe(0);

    await setLock(t.ctx, w.businesses.b1.id, null);
    const all = await decide('accept', { minConfidence: 0 });
    expect(all.body.data.done).toHaveLength(2);
    expect(await clearingLineCount()).toBe(4);
    expect(await clearingBalance()).toBe(0);
    const undone = await decide('undo', { pairIds: all.body.data.done.map((p) => p.id) });
    expect(undone.body.data.done).toHaveLength(2);
    expect(await clearingLineCount()).toBe(0);
  });
});

describe('who may analyse and decide transfers', () => {
  it('refuses roles that do not code transactions, and businesses outside the scope', async () => {
    expect((await t.api.get(base(), { token: w.users.portal.token })).status).toBe(403);
    expect((await t.api.post(`${base()}/analyze`, {}, { token: w.users.portal.token })).status).toBe(403);
    expect((await t.api.get(base(), { token: w.users.cmA2.token })).status).toBe(404);
    expect((await t.api.post(`${base()}/analyze`, {}, { token: w.users.raB.token })).status).toBe(404);
    expect((await t.api.get(base(), {})).status).toBe(401);
    for (const user of [w.users.sa, w.users.raA, w.users.supA, w.users.baX]) {
      expect((await t.api.get(base(), { token: user.token })).status).toBe(200);
    }
  });

  it("answers 404 for another business's pair, and changes nothing", async () => {
    const [pair] = (await list()).body.data;
    if (!pair) throw new Error('no pair');
    const other = `/api/v1/businesses/${w.businesses.b4.id}/transfer-pairs/accept`;
    const res = await t.api.post<{ message?: string }>(other, { pairIds: [pair.id] }, { token });
    expect(res.status).toBe(404);
    expect((await list()).body.data.find((p) => p.id === pair.id)?.status).toBe('proposed');
  });
});
