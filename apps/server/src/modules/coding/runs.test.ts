/** Running rules over HTTP: preview outcomes, apply (autopost and suggest), confirmation, undo, concurrency and scope. */
import type { RulePreviewAnswer, RunDto } from '@ledgerdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { auditLogs } from '../audit/index.js';
import { journalEntries } from '../ledger/index.js';
import { summaryMismatches, setLock } from '../ledger/ledger-world.fixture.js';
import { codingRules, codingRunLines } from './coding.tables.js';
import { runJob, runOf } from './jobs.fixture.js';
import { actionsOf, buildCodingBusiness, contains, insertRule, lineOf, split, type LineSpec } from './runs.fixture.js';

let t: TestApp;
let w: PracticeWorld;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildPracticeWorld(t.ctx);
  token = w.users.cmA1.token;
});
afterAll(() => t.close());

type Undo = { data: { run: RunDto; restored: number; keptChangedSince: { id: string }[]; keptLocked: { id: string }[] }; message?: string };
const preview = (body: unknown, as = token) =>
  t.api.post<RulePreviewAnswer & { message?: string }>('/api/v1/coding-rules/preview', body, { token: as });
const apply = (body: unknown, as = token) => runJob(t.api, '/api/v1/coding-rules/apply', body, as, runOf);
const undo = (runId: string, as = token) => t.api.post<Undo>(`/api/v1/coding-runs/${runId}/undo`, undefined, { token: as });
const outcomes = (answer: RulePreviewAnswer) => Object.fromEntries(answer.data.map((l) => [l.transaction.description, l.outcome]));

/** Half the lines match `token` so a rule over them stays under the confirmation threshold. */
const withFiller = (lines: LineSpec[]): LineSpec[] => [
  ...lines,
  ...lines.map((l, i) => ({ date: l.date, amount: -100 - i, description: `filler ${i}` })),
];

describe('preview and apply', () => {
  it('lists every outcome, and apply codes exactly the preview’s code lines through the ledger', async () => {
    const lines = withFiller([
      { date: '2024-06-10', amount: -11000, description: 'ALPHA rent june' },
      { date: '2024-07-10', amount: -22000, description: 'ALPHA rent july' },
      { date: '2024-07-11', amount: -500, description: 'ALPHA rent small' },
      { date: '2024-07-12', amount: -33000, description: 'ALPHA rent higher' },
    ]);
    const { business, transactions } = await buildCodingBusiness(t.ctx, w, lines);
    await setLock(t.ctx, business.id, '2024-06-30');
    const scope = { kind: 'business' as const, businessId: business.id };
    const higher = await insertRule(t.ctx, {
      name: 'Higher',
      scope,
      conditions: contains('ALPHA rent higher'),
      actions: actionsOf([split('6-1290')]),
      position: 1,
    });
    const rule = await insertRule(t.ctx, {
      scope,
      conditions: contains('alpha RENT'),
      actions: actionsOf([split('6-1250', { kind: 'fixed', cents: 1000 }), split('6-1260')], { payee: 'Landlord', memo: 'by rule' }),
      position: 2,
    });
    const target = { businessId: business.id };
    const res = await preview({ ruleId: rule.id, target, limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ skip: 0, limit: 2, total: 4 });
    expect(res.body.totals).toEqual({
      matched: 4,
      byOutcome: { code: 1, takenByHigherRule: 1, locked: 1, reconciled: 0, missingAccount: 0, splitTooLarge: 1, codedByHand: 0 },
      share: 1 / 8,
    });
    const all = (await preview({ ruleId: rule.id, target, limit: 500 })).body;
    expect(outcomes(all)).toEqual({
      'ALPHA rent june': 'locked',
      'ALPHA rent july': 'code',
      'ALPHA rent small': 'splitTooLarge',
      'ALPHA rent higher': 'takenByHigherRule',
    });
    expect(all.data.find((l) => l.outcome === 'takenByHigherRule')?.takenBy).toEqual({ id: higher.id, name: 'Higher' });

    const applied = await apply({ ruleId: rule.id, target });
    expect(applied.job?.state).toBe('done');
    const { firstName, lastName } = w.users.cmA1.user;
    expect(applied.body.data).toMatchObject({
      kind: 'apply',
      lineCount: 1,
      businessCount: 1,
      rules: [{ id: rule.id, version: 1 }],
      createdBy: `${firstName} ${lastName}`.trim(),
    });
    const july = await lineOf(t.ctx, transactions[1]?.id ?? '');
    expect(july).toMatchObject({ codedByRuleId: rule.id, payee: 'Landlord', memo: 'by rule', suggestion: null });
    const [entry] = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, july.journalEntryId ?? ''));
    expect(entry).toMatchObject({ source: 'bank', bankTransactionId: july.id, createdBy: w.users.cmA1.user.id });
    for (const other of [0, 2, 3]) expect((await lineOf(t.ctx, transactions[other]?.id ?? '')).journalEntryId).toBeNull();
    const [stats] = await t.ctx.db.select().from(codingRules).where(eq(codingRules.id, rule.id));
    expect(stats).toMatchObject({ linesCoded: 1, lastRunLines: 1 });
    const code = (accountCode: string) => ({ accountCode, taxCode: 'GST', description: null });
    expect(await t.ctx.db.select().from(codingRunLines).where(eq(codingRunLines.runId, applied.body.data.id))).toMatchObject([
      {
        transactionId: july.id,
        ruleId: rule.id,
        before: null,
        afterEntryId: july.journalEntryId,
        after: [
          { ...code('6-1250'), amount: -1000 },
          { ...code('6-1260'), amount: -21000 },
        ],
      },
    ]);
    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, applied.body.data.id));
    expect(audits.map((a) => a.action)).toEqual(['coding_run.applied']);
    expect(await summaryMismatches(t.ctx)).toBe(0);
    // Nothing is left for the rule: a second preview shows no line to code.
    expect((await preview({ ruleId: rule.id, target })).body.totals.byOutcome.code).toBe(0);
  });

  it('reports a chart without the account, and never codes it', async () => {
    const { business, transactions } = await buildCodingBusiness(
      t.ctx,
      w,
      withFiller([{ date: '2024-07-01', amount: -1000, description: 'BRAVO rent' }]),
      {
        chart: 'without-rent',
      },
    );
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'brand', brandId: w.brandX.id },
      conditions: contains('BRAVO rent'),
      actions: actionsOf([split('6-1250')]),
    });
    const res = await preview({ ruleId: rule.id, target: { businessId: business.id } });
    expect(res.body.data).toMatchObject([
      { outcome: 'missingAccount', detail: 'The chart has no account 6-1250.', businessId: business.id },
    ]);
    expect((await apply({ ruleId: rule.id, target: { businessId: business.id } })).body.data.lineCount).toBe(0);
    expect((await lineOf(t.ctx, transactions[0]?.id ?? '')).journalEntryId).toBeNull();
  });

  it('first match wins: business before brand before practice', async () => {
    const { business, transactions } = await buildCodingBusiness(
      t.ctx,
      w,
      withFiller([{ date: '2024-07-02', amount: -2200, description: 'CHARLIE fuel' }]),
    );
    const practice = await insertRule(t.ctx, {
      scope: { kind: 'practice' },
      conditions: contains('CHARLIE'),
      actions: actionsOf([split('6-1180')]),
      position: 1,
    });
    const brand = await insertRule(t.ctx, {
      scope: { kind: 'brand', brandId: w.brandX.id },
      conditions: contains('charlie'),
      actions: actionsOf([split('6-1090')]),
      position: 50,
    });
    const own = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('fuel'),
      actions: actionsOf([split('6-1260')]),
      position: 99,
    });
    const target = { businessId: business.id };
    expect((await preview({ ruleId: practice.id, target })).body.data[0]?.takenBy?.id).toBe(own.id);
    expect((await preview({ ruleId: brand.id, target })).body.data[0]?.takenBy?.id).toBe(own.id);
    expect((await preview({ ruleId: own.id, target })).body.data[0]?.outcome).toBe('code');
    await t.ctx.db.update(codingRules).set({ status: 'archived' }).where(eq(codingRules.id, own.id));
    expect((await preview({ ruleId: practice.id, target })).body.data[0]?.takenBy?.id).toBe(brand.id);
    expect((await apply({ ruleId: brand.id, target })).body.data.lineCount).toBe(1);
    expect((await lineOf(t.ctx, transactions[0]?.id ?? '')).codedByRuleId).toBe(brand.id);
    await t.ctx.db
      .update(codingRules)
      .set({ status: 'archived' })
      .where(sql`id in (${practice.id}, ${brand.id})`);
  });

  it('suggest mode fills the suggestion and posts no entry', async () => {
    const { business, transactions } = await buildCodingBusiness(
      t.ctx,
      w,
      withFiller([{ date: '2024-07-03', amount: -4400, description: 'DELTA phone' }]),
    );
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      mode: 'suggest',
      conditions: contains('DELTA'),
      actions: actionsOf([split('6-1290')], { payee: 'Telstra' }),
    });
    const before = Number(
      (await t.ctx.db.execute(sql`select count(*)::int as n from journal_entries where business_id = ${business.id}`)).rows[0]?.n,
    );
    expect((await apply({ ruleId: rule.id, target: { businessId: business.id } })).body.data.lineCount).toBe(1);
    const line = await lineOf(t.ctx, transactions[0]?.id ?? '');
    expect(line).toMatchObject({
      journalEntryId: null,
      suggestedByRuleId: rule.id,
      suggestion: { splits: [split('6-1290')], payee: 'Telstra' },
      payee: '',
    });
    const after = Number(
      (await t.ctx.db.execute(sql`select count(*)::int as n from journal_entries where business_id = ${business.id}`)).rows[0]?.n,
    );
    expect(after).toBe(before);
  });

  it('asks for confirmation above half of the target’s lines', async () => {
    const { business } = await buildCodingBusiness(t.ctx, w, [
      { date: '2024-07-04', amount: -100, description: 'ECHO a' },
      { date: '2024-07-05', amount: -100, description: 'ECHO b' },
      { date: '2024-07-06', amount: -100, description: 'other' },
    ]);
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('ECHO'),
      actions: actionsOf([split('6-1290')]),
    });
    const refused = await apply({ ruleId: rule.id, target: { businessId: business.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('would code 2 of the 3 lines');
    expect((await apply({ ruleId: rule.id, target: { businessId: business.id }, confirmed: true })).body.data.lineCount).toBe(2);
  });

  it('runs two applies on one business one after the other: one codes the lines, the other finds nothing', async () => {
    const { business } = await buildCodingBusiness(
      t.ctx,
      w,
      withFiller(Array.from({ length: 20 }, (_, i) => ({ date: '2024-07-07', amount: -1000 - i, description: `FOXTROT ${i}` }))),
    );
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('FOXTROT'),
      actions: actionsOf([split('6-1290')]),
    });
    const body = { ruleId: rule.id, target: { businessId: business.id } };
    const [a, b] = await Promise.all([apply(body), apply(body)]);
    expect([a.job?.state, b.job?.state]).toEqual(['done', 'done']);
    expect([a.body.data.lineCount, b.body.data.lineCount].sort()).toEqual([0, 20]);
    const entries = await t.ctx.db.execute(sql`select count(*)::int as n from journal_entries where business_id = ${business.id}`);
    expect(Number(entries.rows[0]?.n)).toBe(20);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });
});

describe('undo', () => {
  it('restores what the run wrote, keeps lines recoded by hand or locked since, and undoes once', async () => {
    const { business, chart, transactions } = await buildCodingBusiness(
      t.ctx,
      w,
      withFiller([
        { date: '2024-07-08', amount: -1100, description: 'GOLF one' },
        { date: '2024-07-09', amount: -2200, description: 'GOLF two' },
        { date: '2024-05-09', amount: -3300, description: 'GOLF old' },
      ]),
    );
    const [one, two, old] = [0, 1, 2].map((i) => transactions[i]?.id ?? '') as [string, string, string];
    // `one` was coded by hand before the run: undo must put that coding back.
    const hand = await t.api.put(
      `/api/v1/transactions/${one}/coding`,
      { lines: [{ accountId: chart.accounts['6-1260']?.id, taxCode: 'GST', amount: -1100 }] },
      { token },
    );
    expect(hand.status).toBe(200);
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('GOLF'),
      actions: actionsOf([split('6-1250')], { payee: 'Golf club' }),
    });
    const run = (await apply({ ruleId: rule.id, target: { businessId: business.id, includeCoded: true } })).body.data;
    expect(run.lineCount).toBe(3);
    // `two` is recoded by hand after the run; the books close over `old`.
    await t.api.put(
      `/api/v1/transactions/${two}/coding`,
      { lines: [{ accountId: chart.accounts['6-1090']?.id, taxCode: 'GST', amount: -2200 }] },
      { token },
    );
    await setLock(t.ctx, business.id, '2024-05-31');

    const res = await undo(run.id);
    expect(res.status).toBe(200);
    expect(res.body.data.restored).toBe(1);
    expect(res.body.data.keptChangedSince.map((l) => l.id)).toEqual([two]);
    expect(res.body.data.keptLocked.map((l) => l.id)).toEqual([old]);
    expect(res.body.data.run.undoneAt).not.toBeNull();
    const restored = await lineOf(t.ctx, one);
    expect(restored).toMatchObject({ codedByRuleId: null, payee: '' });
    const codes = await t.ctx.db.execute(
      sql`select a.code from journal_lines l join accounts a on a.id = l.account_id where l.entry_id = ${restored.journalEntryId} order by a.code`,
    );
    expect(codes.rows.map((r) => r.code)).toEqual(['1-1110', '2-1300', '6-1260']);
    expect((await lineOf(t.ctx, two)).codedByRuleId).toBeNull();
    expect(await summaryMismatches(t.ctx)).toBe(0);
    expect((await undo(run.id)).status).toBe(409);
    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, run.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['coding_run.applied', 'coding_run.undone']);
  });
});

describe('data scope', () => {
  it('a Case Manager cannot preview, apply or undo on a business they do not manage', async () => {
    const { business } = await buildCodingBusiness(t.ctx, w, withFiller([{ date: '2024-07-10', amount: -100, description: 'HOTEL' }]));
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: business.id },
      conditions: contains('HOTEL'),
      actions: actionsOf([split('6-1290')]),
    });
    const other = w.users.cmA2.token;
    expect((await preview({ ruleId: rule.id, target: {} }, other)).status).toBe(404);
    expect(
      (
        await preview(
          {
            draft: {
              name: 'x',
              mode: 'autopost',
              scope: { kind: 'practice' },
              conditions: contains('HOTEL'),
              actions: actionsOf([split('6-1290')]),
            },
            target: { businessId: business.id },
          },
          other,
        )
      ).status,
    ).toBe(404);
    expect((await apply({ ruleId: rule.id, target: { businessId: business.id } }, other)).status).toBe(404);
    expect((await t.api.post('/api/v1/coding-rules/preview', { ruleId: rule.id, target: {} }, { token: w.users.baX.token })).status).toBe(
      403,
    );
    const run = (await apply({ ruleId: rule.id, target: { businessId: business.id } })).body.data;
    expect((await undo(run.id, other)).status).toBe(404);
    const list = await t.api.get<{ data: RunDto[] }>(`/api/v1/coding-runs?ruleId=${rule.id}`, { token: other });
    expect(list.body.data).toEqual([]);
    const mine = await t.api.get<{ data: RunDto[] }>(`/api/v1/coding-runs?ruleId=${rule.id}`, { token });
    expect(mine.body.data.map((r) => r.id)).toEqual([run.id]);
    expect((await t.api.get(`/api/v1/coding-runs/${run.id}/lines`, { token })).status).toBe(200);
  });
});
