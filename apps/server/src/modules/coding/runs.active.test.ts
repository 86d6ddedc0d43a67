/** Every active rule at once over HTTP: first match wins per line; locked and hand-coded lines are left alone unless asked; undo; scope. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { journalLines } from '../ledger/index.js';
import { setLock, summaryMismatches } from '../ledger/ledger-world.fixture.js';
import { runJob, runOf } from './jobs.fixture.js';
import { codingRunLines } from './coding.tables.js';
import { actionsOf, buildCodingBusiness, contains, insertRule, lineOf, split } from './runs.fixture.js';

let t: TestApp;
let w: PracticeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildPracticeWorld(t.ctx);
});
afterAll(() => t.close());

const applyActive = (body: unknown, token = w.users.cmA1.token) => runJob(t.api, '/api/v1/coding-rules/apply-active', body, token, runOf);
const undo = (runId: string) => t.api.post(`/api/v1/coding-runs/${runId}/undo`, undefined, { token: w.users.cmA1.token });

const accountsOf = async (entryId: string | null) =>
  (
    await t.ctx.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, entryId ?? '00000000-0000-0000-0000-000000000000'))
  ).map((l) => l.accountId);

describe('POST /coding-rules/apply-active', () => {
  it('codes each line by its first matching active rule, in one undoable run', async () => {
    const { business, chart, transactions } = await buildCodingBusiness(t.ctx, w, [
      { date: '2024-06-10', amount: -1100, description: 'GOLF club locked' },
      { date: '2024-07-10', amount: -2200, description: 'GOLF club fees' },
      { date: '2024-07-11', amount: -3300, description: 'GOLF balls' },
      { date: '2024-07-12', amount: -4400, description: 'GOLF by hand' },
      { date: '2024-07-13', amount: -5500, description: 'nothing matches' },
    ]);
    const [locked, fees, balls, byHand, nothing] = transactions.map((l) => l.id);
    const account = (code: string) => chart.accounts[code]?.id ?? '';
    const handCoded = await t.api.put(
      `/api/v1/transactions/${byHand}/coding`,
      { lines: [{ accountId: account('6-1260'), taxCode: 'GST', amount: -4400 }] },
      { token: w.users.cmA1.token },
    );
    expect(handCoded.status).toBe(200);
    await setLock(t.ctx, business.id, '2024-06-30');
    const brand = await insertRule(t.ctx, {
      scope: { kind: 'brand', brandId: w.brandX.id },
      conditions: contains('GOLF'),
      actions: actionsOf([split('6-1090')]),
      position: 1,
    });
    const own = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('club'),
      actions: actionsOf([split('6-1250')], { payee: 'Golf Club' }),
      position: 9,
    });
    await insertRule(t.ctx, {
      scope: { kind: 'practice' },
      conditions: contains('nothing'),
      actions: actionsOf([split('6-1290')]),
      status: 'draft',
    });
    const handEntry = (await lineOf(t.ctx, byHand ?? '')).journalEntryId;

    const first = await applyActive({ target: { businessId: business.id } });
    expect(first.job?.state, first.body.message).toBe('done');
    expect(first.body.data).toMatchObject({ kind: 'apply', lineCount: 2, rules: [{ id: own.id }, { id: brand.id }] });
    expect(await lineOf(t.ctx, fees ?? '')).toMatchObject({ codedByRuleId: own.id, payee: 'Golf Club' });
    expect(await accountsOf((await lineOf(t.ctx, fees ?? '')).journalEntryId)).toContain(account('6-1250'));
    expect(await lineOf(t.ctx, balls ?? '')).toMatchObject({ codedByRuleId: brand.id });
    expect(await lineOf(t.ctx, locked ?? '')).toMatchObject({ journalEntryId: null, codedByRuleId: null });
    expect(await lineOf(t.ctx, byHand ?? '')).toMatchObject({ journalEntryId: handEntry, codedByRuleId: null });
    expect(await lineOf(t.ctx, nothing ?? '')).toMatchObject({ journalEntryId: null });
    expect(await summaryMismatches(t.ctx)).toBe(0);
    // The run keeps each line's rule and its coding after it, as posted, for its history.
    const taxOf = (code: string) => chart.accounts[code]?.taxCode;
    const snapshot = (code: string, amount: number) => ({
      accountId: account(code),
      accountCode: code,
      taxCode: taxOf(code),
      amount,
      description: null,
    });
    const recorded = await t.ctx.db.select().from(codingRunLines).where(eq(codingRunLines.runId, first.body.data.id));
    expect(Object.fromEntries(recorded.map((l) => [l.transactionId, { ruleId: l.ruleId, after: l.after }]))).toEqual({
      [fees ?? '']: { ruleId: own.id, after: [snapshot('6-1250', -2200)] },
      [balls ?? '']: { ruleId: brand.id, after: [snapshot('6-1090', -3300)] },
    });
    // Nothing is left for the rules, until the hand-coded line is asked for (and it is over half: confirm).
    expect((await applyActive({ target: { businessId: business.id } })).body.data.lineCount).toBe(0);
    const asked = { target: { businessId: business.id, includeCoded: true, dateFrom: '2024-07-12', dateTo: '2024-07-12' } };
    const refused = await applyActive(asked);
    expect(refused.status).toBe(409);
    // The web asks for the confirmation from these figures.
    expect(refused.body.details).toEqual({ needsConfirmation: true, lines: 1, total: 1 });
    const recoded = await applyActive({ ...asked, confirmed: true });
    expect(recoded.body.data.lineCount).toBe(1);
    expect(await lineOf(t.ctx, byHand ?? '')).toMatchObject({ codedByRuleId: brand.id });

    expect((await undo(recoded.body.data.id)).status).toBe(200);
    const restored = await lineOf(t.ctx, byHand ?? '');
    expect(restored.codedByRuleId).toBeNull();
    expect(await accountsOf(restored.journalEntryId)).toContain(account('6-1260'));
    expect((await undo(first.body.data.id)).status).toBe(200);
    for (const id of [fees, balls])
      expect(await lineOf(t.ctx, id ?? '')).toMatchObject({ journalEntryId: null, codedByRuleId: null, payee: '' });
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });

  it('finds no business outside the caller’s scope, and refuses roles without rule access', async () => {
    const { business } = await buildCodingBusiness(t.ctx, w, [{ date: '2024-07-01', amount: -100, description: 'x' }]);
    expect((await applyActive({ target: { businessId: business.id } }, w.users.cmB.token)).status).toBe(404);
    expect((await applyActive({ target: { businessId: business.id } }, w.users.portal.token)).status).toBe(403);
    expect((await applyActive({ target: {} })).status).toBe(400);
  });
});
