/** Preview is the truth: on random rules over a seeded business, apply codes exactly the lines preview calls `code`. */
import type { Condition, ConditionGroup, RulePreviewAnswer } from '@ledgerdesk/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { setLock, summaryMismatches } from '../ledger/ledger-world.fixture.js';
import { codingRunLines } from './coding.tables.js';
import { actionsOf, buildCodingBusiness, insertRule, split, type LineSpec } from './runs.fixture.js';
import { runJob, runOf } from './jobs.fixture.js';

let t: TestApp;
let w: PracticeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildPracticeWorld(t.ctx);
});
afterAll(() => t.close());

const WORDS = ['rent', 'fuel', 'cafe', 'telstra'];
const LINES: LineSpec[] = Array.from({ length: 24 }, (_, i) => ({
  date: `2024-0${6 + (i % 3)}-${String(1 + i).padStart(2, '0')}`,
  amount: (i % 4 === 0 ? 1 : -1) * (300 + 700 * i),
  description: `${WORDS[i % WORDS.length]} ${WORDS[(i * 3 + 1) % WORDS.length]} ${i}`,
}));

const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    field: fc.constant('description' as const),
    op: fc.constantFrom('contains' as const, 'notContains' as const),
    value: fc.constantFrom(...WORDS),
  }),
  fc.record({
    field: fc.constant('amount' as const),
    op: fc.constantFrom('lt' as const, 'gte' as const),
    value: fc.integer({ min: -12_000, max: 5_000 }),
  }),
  fc.record({
    field: fc.constant('direction' as const),
    op: fc.constant('equals' as const),
    value: fc.constantFrom('spend' as const, 'receive' as const),
  }),
);
const group: fc.Arbitrary<ConditionGroup> = fc.record({
  match: fc.constantFrom('all' as const, 'any' as const),
  conditions: fc.array(
    fc.oneof(
      condition,
      fc.record({
        match: fc.constantFrom('all' as const, 'any' as const),
        conditions: fc.array(condition, { minLength: 1, maxLength: 3 }),
      }),
    ),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
});
const splits = fc.oneof(
  fc.constant([split('6-1250')]),
  fc.constant([split('6-1250', { kind: 'percent', basisPoints: 2500 }, 'GST'), split('6-1290')]),
  fc.constant([split('6-1250', { kind: 'fixed', cents: 2000 }), split('6-1260')]),
  fc.constant([split('9-9999')]),
);

describe('preview = apply', () => {
  it('apply codes exactly the ids preview lists as code, on random rules', async () => {
    await fc.assert(
      fc.asyncProperty(
        group,
        splits,
        fc.option(group, { nil: undefined }),
        fc.boolean(),
        async (conditions, ruleSplits, higher, locked) => {
          const { business } = await buildCodingBusiness(t.ctx, w, LINES);
          if (locked) await setLock(t.ctx, business.id, '2024-06-15');
          const scope = { kind: 'business' as const, businessId: business.id };
          if (higher) await insertRule(t.ctx, { scope, conditions: higher, actions: actionsOf([split('6-1090')]), position: 1 });
          const rule = await insertRule(t.ctx, { scope, conditions, actions: actionsOf([...ruleSplits]), position: 2 });
          const target = { businessId: business.id };
          const token = w.users.cmA1.token;
          const preview = await t.api.post<RulePreviewAnswer>(
            '/api/v1/coding-rules/preview',
            { ruleId: rule.id, target, limit: 500 },
            { token },
          );
          expect(preview.status).toBe(200);
          const expected = preview.body.data.filter((l) => l.outcome === 'code').map((l) => l.transaction.id);
          expect(expected).toHaveLength(preview.body.totals.byOutcome.code);
          const applied = await runJob(t.api, '/api/v1/coding-rules/apply', { ruleId: rule.id, target, confirmed: true }, token, runOf);
          expect(applied.job?.state).toBe('done');
          const coded = await t.ctx.db
            .select({ id: codingRunLines.transactionId })
            .from(codingRunLines)
            .where(eq(codingRunLines.runId, applied.body.data.id));
          expect(coded.map((r) => r.id).sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 12, seed: 8 },
    );
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });
});
