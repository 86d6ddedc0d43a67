/** Accepting rule suggestions over HTTP: codes as the rule would have, records the rule, skips locked lines, keeps to scope. */
import type { AcceptSuggestionsAnswer, TransactionDto } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { journalEntries } from '../ledger/index.js';
import { setLock } from '../ledger/ledger-world.fixture.js';
import { actionsOf, buildCodingBusiness, contains, insertRule, lineOf, split } from './runs.fixture.js';
import { runJob, runOf } from './jobs.fixture.js';

let t: TestApp;
let w: PracticeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildPracticeWorld(t.ctx);
});
afterAll(() => t.close());

const accept = (businessId: string, transactionIds: string[], token = w.users.cmA1.token) =>
  t.api.post<AcceptSuggestionsAnswer & { message?: string }>(
    `/api/v1/businesses/${businessId}/transactions/accept-suggestions`,
    { transactionIds },
    { token },
  );

/** A business with two rent lines suggested 70 % Rent (its default GST) and the rest Telephone as FRE. */
async function suggested() {
  const world = await buildCodingBusiness(t.ctx, w, [
    { date: '2024-07-01', amount: -110_00, description: 'HARBOUR rent july' },
    { date: '2024-08-01', amount: -110_00, description: 'HARBOUR rent august' },
    { date: '2024-08-02', amount: -50_00, description: 'unrelated' },
    { date: '2024-08-03', amount: -60_00, description: 'unrelated too' },
  ]);
  const rule = await insertRule(t.ctx, {
    name: 'Harbour rent',
    scope: { kind: 'business', businessId: world.business.id },
    mode: 'suggest',
    conditions: contains('HARBOUR'),
    actions: actionsOf([split('6-1250', { kind: 'percent', basisPoints: 7_000 }), split('6-1290', { kind: 'remainder' }, 'FRE')], {
      payee: 'Harbour Property',
    }),
  });
  const applied = await runJob(
    t.api,
    '/api/v1/coding-rules/apply',
    { ruleId: rule.id, target: { businessId: world.business.id } },
    w.users.cmA1.token,
    runOf,
  );
  expect(applied.job?.state).toBe('done');
  return { ...world, rule };
}

const entriesOf = async (businessId: string) =>
  (await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.businessId, businessId))).length;

describe('accepting rule suggestions', () => {
  it("codes each suggested line with the rule's accounts and GST and records the rule", async () => {
    const { business, transactions, rule } = await suggested();
    const [july, august, other] = transactions.map((l) => l.id);
    expect(await entriesOf(business.id)).toBe(0);

    const res = await accept(business.id, [july!, august!, other!]);
    expect(res.body.message).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.body.data.skipped).toEqual([]);
    expect(res.body.data.accepted.map((l) => l.id).sort()).toEqual([july, august].sort());
    const coded = res.body.data.accepted.find((l) => l.id === july) as TransactionDto;
    expect(coded).toMatchObject({
      status: 'coded',
      payee: 'Harbour Property',
      suggestion: null,
      codedByRule: { id: rule.id, name: 'Harbour rent' },
    });
    expect(coded.coding?.lines.map((l) => [l.accountCode, l.taxCode, l.amount, l.gst])).toEqual([
      ['6-1250', 'GST', -77_00, -7_00],
      ['6-1290', 'FRE', -33_00, 0],
    ]);
    expect(await lineOf(t.ctx, july!)).toMatchObject({ codedByRuleId: rule.id, suggestion: null, suggestedByRuleId: null });
    expect(await lineOf(t.ctx, other!)).toMatchObject({ journalEntryId: null });
    expect(await entriesOf(business.id)).toBe(2);
    const audits = await t.ctx.db.execute(
      sql`select count(*)::int as n from audit_logs where action = 'transaction.suggestion_accepted' and entity_id = ${july}`,
    );
    expect(Number(audits.rows[0]?.n)).toBe(1);

    // Accepted once: the line has no suggestion left, so a second accept does nothing.
    const again = await accept(business.id, [july!]);
    expect(again.body.data).toEqual({ accepted: [], skipped: [] });
  });

  it('skips and reports a line in the locked period, coding the others', async () => {
    const { business, transactions } = await suggested();
    const [july, august] = transactions.map((l) => l.id);
    await setLock(t.ctx, business.id, '2024-07-31');
    const res = await accept(business.id, [july!, august!]);
    expect(res.status).toBe(200);
    expect(res.body.data.accepted.map((l) => l.id)).toEqual([august]);
    expect(res.body.data.skipped).toEqual([
      { transactionId: july, reason: 'The line of 01/07/2024 is in the period locked up to 31/07/2024.' },
    ]);
    expect(await lineOf(t.ctx, july!)).toMatchObject({ journalEntryId: null, suggestion: { payee: 'Harbour Property' } });
  });

  it('keeps to the data scope: another case manager finds no business, and touches nothing', async () => {
    const { business, transactions } = await suggested();
    const ids = transactions.map((l) => l.id);
    const res = await accept(business.id, ids, w.users.cmA2.token);
    expect(res.status).toBe(404);
    expect((await accept(business.id, ids, w.users.portal.token)).status).toBe(403);
    expect(await entriesOf(business.id)).toBe(0);
  });
});
