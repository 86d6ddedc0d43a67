/**
 * A reconciled bank line in auto-coding and find-and-recode: both list it as left alone (the
 * preview's `reconciled` outcome, the recode's lines that stay) and neither changes its entry.
 */
import type { RecodeSearchAnswer, RulePreviewAnswer } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildLedgerWorld, type LedgerWorld } from '../ledger/ledger-world.fixture.js';
import { codeByHand } from './coded-by-hand.fixture.js';
import { actionsOf, contains, insertRule, split } from './runs.fixture.js';
import { recodeOf, runJob, runOf } from './jobs.fixture.js';

let t: TestApp;
let w: LedgerWorld;
let token: string;
let reconciledLine: string;
let openLine: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLedgerWorld(t.ctx);
  token = w.users.sa.token;
  [reconciledLine = '', openLine = ''] = await codeByHand(t, token, w.l1, [
    { date: '2023-01-10', amount: -11_000, description: 'BETA fuel one', code: '6-1250' },
    { date: '2023-02-10', amount: -22_000, description: 'BETA fuel two', code: '6-1250' },
  ]);
  const res = await t.api.post(
    `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts/${w.l1.bankAccount.id}/reconciliations`,
    { statementDate: '2023-01-31', statementBalance: -11_000 },
    { token },
  );
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

/** The accounts a bank line's entry posts to, other than the bank's. */
async function codedTo(transactionId: string): Promise<{ entryId: string; codes: string[] }> {
  const result = await t.ctx.db.execute(
    sql`select t.journal_entry_id as entry_id, a.code from bank_transactions t
        join journal_lines l on l.entry_id = t.journal_entry_id join accounts a on a.id = l.account_id
        where t.id = ${transactionId} and a.code <> '1-1110' order by a.code`,
  );
  const rows = result.rows as { entry_id: string; code: string }[];
  return { entryId: rows[0]?.entry_id ?? '', codes: rows.map((r) => r.code) };
}

describe('reconciled lines in find-and-recode', () => {
  it('counts them with the lines that stay, and recodes only the others', async () => {
    const before = await codedTo(reconciledLine);
    const request = {
      conditions: { match: 'all', conditions: [{ field: 'account', op: 'isOneOf', values: ['6-1250'] }] },
      target: { scope: { kind: 'business', businessId: w.businesses.b1.id }, dateFrom: '2023-01-01', dateTo: '2023-12-31' },
    };
    const found = await t.api.post<RecodeSearchAnswer>('/api/v1/recode/search', request, { token });
    expect(found.body.totals).toMatchObject({ count: 2, locked: { count: 1, amount: 11_000 } });
    expect(found.body.data.map((l) => [l.date, l.locked])).toEqual([
      ['2023-01-10', true],
      ['2023-02-10', false],
    ]);
    const applied = await runJob(t.api, '/api/v1/recode/apply', { ...request, change: { accountCode: '6-1290' } }, token, recodeOf);
    expect(applied.job?.state).toBe('done');
    expect(applied.body.data).toMatchObject({ entries: 1, lockedSkipped: 1 });
    expect(await codedTo(reconciledLine)).toEqual(before);
    expect((await codedTo(openLine)).codes).toEqual(['6-1290']);
  });
});

describe('reconciled lines in auto-coding', () => {
  it('previews them as reconciled and leaves them alone on apply', async () => {
    const before = await codedTo(reconciledLine);
    const rule = await insertRule(t.ctx, {
      scope: { kind: 'business', businessId: w.businesses.b1.id },
      conditions: contains('BETA fuel'),
      actions: actionsOf([split('6-1260')]),
    });
    const target = { businessId: w.businesses.b1.id, includeCoded: true };
    const seen = await t.api.post<RulePreviewAnswer>('/api/v1/coding-rules/preview', { ruleId: rule.id, target, limit: 50 }, { token });
    expect(seen.status).toBe(200);
    expect(Object.fromEntries(seen.body.data.map((l) => [l.transaction.description, [l.outcome, l.detail]]))).toEqual({
      'BETA fuel one': ['reconciled', 'The line is reconciled; undo the reconciliation to change it.'],
      'BETA fuel two': ['code', null],
    });
    expect(seen.body.totals.byOutcome).toMatchObject({ code: 1, reconciled: 1 });
    const applied = await runJob(t.api, '/api/v1/coding-rules/apply', { ruleId: rule.id, target, confirmed: true }, token, runOf);
    expect(applied.job?.state).toBe('done');
    expect(applied.body.data.lineCount).toBe(1);
    expect(await codedTo(reconciledLine)).toEqual(before);
    expect((await codedTo(openLine)).codes).toContain('6-1260');
  });
});
