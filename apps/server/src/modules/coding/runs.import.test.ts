/** An import commit runs its new lines through the business's active rules in the same transaction. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import { COMMBANK_CSV, statementForm } from '../banking/imports.fixture.js';
import { bankTransactions } from '../banking/index.js';
import { summaryMismatches } from '../ledger/ledger-world.fixture.js';
import { codingRunLines, codingRuns } from './coding.tables.js';
import { actionsOf, buildCodingBusiness, contains, insertRule, split } from './runs.fixture.js';

let t: TestApp;
let w: PracticeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildPracticeWorld(t.ctx);
});
afterAll(() => t.close());

describe('import commit', () => {
  it('codes and suggests the new lines by the first matching rule, as one run of kind import', async () => {
    const token = w.users.cmA1.token;
    const { business, bankAccount } = await buildCodingBusiness(t.ctx, w, []);
    const scope = { kind: 'business' as const, businessId: business.id };
    const rent = await insertRule(t.ctx, { scope, conditions: contains('rent'), actions: actionsOf([split('6-1250')]), position: 1 });
    const cafe = await insertRule(t.ctx, {
      scope,
      mode: 'suggest',
      conditions: contains('cafe'),
      actions: actionsOf([split('6-1260')]),
      position: 2,
    });
    // Lower in the order than `rent`, so the rent line is never its.
    await insertRule(t.ctx, { scope, conditions: contains('july'), actions: actionsOf([split('6-1290')]), position: 3 });
    const base = `/api/v1/businesses/${business.id}/bank-accounts/${bankAccount.id}/imports`;
    const upload = await t.api.send<{ data: { id: string } }>('POST', base, statementForm(COMMBANK_CSV, 'a.csv', { bank: 'commbank' }), {
      token,
    });
    expect(upload.status).toBe(201);
    const commit = await t.api.post<{ data: { importedCount: number } }>(`/api/v1/imports/${upload.body.data.id}/commit`, undefined, {
      token,
    });
    expect(commit.body.data.importedCount).toBe(5);

    const lines = await t.ctx.db.select().from(bankTransactions).where(eq(bankTransactions.bankAccountId, bankAccount.id));
    const byDescription = (d: string) => lines.filter((l) => l.description === d);
    expect(byDescription('RENT JULY')).toMatchObject([{ codedByRuleId: rent.id, suggestion: null }]);
    expect(byDescription('RENT JULY')[0]?.journalEntryId).not.toBeNull();
    expect(byDescription('EFTPOS CAFE SYDNEY')).toMatchObject([
      { journalEntryId: null, suggestedByRuleId: cafe.id },
      { journalEntryId: null, suggestedByRuleId: cafe.id },
    ]);
    expect(byDescription('TELSTRA')).toMatchObject([{ journalEntryId: null, suggestion: null, codedByRuleId: null }]);
    const runs = await t.ctx.db
      .select()
      .from(codingRuns)
      .where(sql`exists (select 1 from coding_run_lines l where l.run_id = ${codingRuns.id} and l.business_id = ${business.id})`);
    expect(runs).toMatchObject([{ kind: 'import', lineCount: 3, businessCount: 1 }]);
    expect(
      await t.ctx.db
        .select()
        .from(codingRunLines)
        .where(eq(codingRunLines.runId, runs[0]?.id ?? '')),
    ).toHaveLength(3);
    expect(await summaryMismatches(t.ctx)).toBe(0);
  });
});
