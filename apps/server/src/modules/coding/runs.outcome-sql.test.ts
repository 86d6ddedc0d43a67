/**
 * The preview counts outcomes in SQL (outcomeSql) while apply decides them in JS (decide): on
 * random rules, splits, lock dates and includeCoded, over lines coded by hand, by a rule, reconciled, of zero
 * and near the split boundaries, in a chart that lacks an account and one with it inactive, both
 * give every matched line the same outcome.
 */
import type { Condition, RulePreviewOutcome, RuleSplit } from '@ledgerdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { bankTransactions as bt } from '../banking/banking.tables.js';
import { businesses } from '../businesses/index.js';
import { accounts } from '../charts/charts.tables.js';
import { selectRows } from '../ledger/index.js';
import type { TargetBusiness } from './rule-order.js';
import { draftRule, prepareRule } from './runs.evaluate.js';
import { actionsOf, buildCodingBusiness, contains, insertRule, type LineSpec } from './runs.fixture.js';
import { outcomeSql } from './runs.outcome-sql.js';
import { candidateLines, targetBusinesses } from './runs.repo.js';

let t: TestApp;
let w: PracticeWorld;
let targets: TargetBusiness[];

const AMOUNTS = [0, 1, -1, 2, -3, 99, -1999, 2000, -2001, 4999, -5000, 12_345, -100_000];
const LINES: LineSpec[] = AMOUNTS.flatMap((amount, i) => [
  { date: `2024-0${6 + (i % 3)}-1${i % 10}`, amount, description: `rent ${i}` },
  { date: `2024-0${6 + ((i + 1) % 3)}-2${i % 10}`, amount: -amount, description: `fuel ${i}` },
]);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPracticeWorld(t.ctx);
  const full = await buildCodingBusiness(t.ctx, w, LINES);
  const lacking = await buildCodingBusiness(t.ctx, w, LINES, { chart: 'without-rent' });
  await t.ctx.db
    .update(accounts)
    .set({ active: false })
    .where(eq(accounts.id, lacking.chart.accounts['6-1260']?.id ?? ''));
  // Coded lines: every third by hand, every fifth by some rule. The ids only stand for an entry
  // and a rule: nothing is posted or applied here.
  for (const [i, line] of [...full.transactions, ...lacking.transactions].entries()) {
    if (i % 3 === 0 || i % 5 === 0)
      await t.ctx.db
        .update(bt)
        .set({ journalEntryId: crypto.randomUUID(), codedByRuleId: i % 5 === 0 ? crypto.randomUUID() : null })
        .where(eq(bt.id, line.id));
  }
  // Every seventh line reconciled, each by a reconciliation of its own (one per account and date).
  for (const [i, line] of [...full.transactions, ...lacking.transactions].entries()) {
    if (i % 7 !== 0) continue;
    await t.ctx.db.execute(sql`with r as (
        insert into bank_reconciliations (business_id, bank_account_id, statement_date, statement_balance, line_count)
        select business_id, bank_account_id, date '2025-01-01' + ${i}::int, 0, 1 from bank_transactions where id = ${line.id} returning id)
      update bank_transactions set reconciliation_id = (select id from r) where id = ${line.id}`);
  }
  const scope = { kind: 'business' as const, businessId: full.business.id };
  await insertRule(t.ctx, { scope, conditions: contains('rent 1'), actions: actionsOf([]), position: 1 });
  targets = await targetBusinesses(t.ctx.db, null, inArray(businesses.id, [full.business.id, lacking.business.id]));
});
afterAll(() => t.close());

const split: fc.Arbitrary<RuleSplit> = fc.record({
  accountCode: fc.constantFrom('6-1250', '6-1260', '6-1290', '9-9999'),
  taxCode: fc.constant(null),
  share: fc.oneof(
    // Halves and quarters make the shares of small lines land on .5, where rounding decides.
    fc.record({
      kind: fc.constant('percent' as const),
      basisPoints: fc.oneof(fc.constantFrom(2500, 5000, 7500), fc.integer({ min: 1, max: 9_999 })),
    }),
    fc.record({ kind: fc.constant('fixed' as const), cents: fc.constantFrom(1, 99, 2000, 5000) }),
    fc.constant({ kind: 'remainder' as const }),
  ),
  description: fc.constant(null),
});
const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    field: fc.constant('description' as const),
    op: fc.constant('contains' as const),
    value: fc.constantFrom('rent', 'fuel', '1'),
  }),
  fc.record({ field: fc.constant('amount' as const), op: fc.constant('lt' as const), value: fc.integer({ min: -3000, max: 6000 }) }),
);
const lockDate = fc.option(fc.constantFrom('2024-06-15', '2024-07-20', '2024-08-31'), { nil: null });

describe('outcomeSql = decide', () => {
  it('gives every matched line the outcome decide gives it', async () => {
    const seen = new Set<RulePreviewOutcome>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('suggest' as const, 'autopost' as const),
        fc.array(split, { maxLength: 2 }),
        fc.array(condition, { minLength: 1, maxLength: 2 }),
        fc.tuple(lockDate, lockDate),
        fc.boolean(),
        async (mode, splits, conditions, locks, includeCoded) => {
          const rule = draftRule({
            name: 'Random',
            mode,
            scope: { kind: 'brand', brandId: w.brandX.id },
            conditions: JSON.parse(JSON.stringify({ match: 'any', conditions })) as { match: 'any'; conditions: Condition[] },
            actions: actionsOf(JSON.parse(JSON.stringify(splits)) as RuleSplit[]),
          });
          const locked = targets.map((b, i) => ({ ...b, lockDate: locks[i] ?? null }));
          const pass = await prepareRule(t.ctx.db, rule, locked, { bankAccountIds: [], includeCoded });
          const where = and(pass.filter, pass.matches);
          const decided = Object.fromEntries(
            (await candidateLines(t.ctx.db, where, pass.takenBy)).map((line) => [line.id, pass.evaluate(line)?.decision.outcome]),
          );
          const outcome = outcomeSql({ rule, targets: locked, charts: pass.charts, includeCoded, takenBy: pass.takenBy });
          const counted = Object.fromEntries(
            (
              await selectRows<{ id: string; outcome: string }>(
                t.ctx.db,
                sql`select ${bt.id} as id, ${outcome} as outcome from ${bt} where ${where}`,
              )
            ).map((row) => [row.id, row.outcome]),
          );
          expect(counted).toEqual(decided);
          for (const o of Object.values(decided)) if (o) seen.add(o);
        },
      ),
      { numRuns: 150, seed: 14 },
    );
    // The random cases reach every outcome, so the comparison above covers each step.
    expect([...seen].sort()).toEqual([
      'code',
      'codedByHand',
      'locked',
      'missingAccount',
      'reconciled',
      'splitTooLarge',
      'takenByHigherRule',
    ]);
    // 150 rules, each a preview's worth of SQL: past the default on a busy two-core machine.
  }, 120_000);
});
