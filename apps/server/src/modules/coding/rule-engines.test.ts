/**
 * One evaluator, two engines: the database's text fold equals the domain's, and the SQL predicate
 * of a condition tree picks exactly the lines the domain's matchesConditions picks, on random
 * trees (regular expressions included) over random lines of one business.
 */
import {
  KeyIndex,
  matchesConditions,
  normaliseSqlBody,
  normaliseText,
  portablePattern,
  type ConditionGroup,
  type RuleLine,
} from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBankAccount, buildBusiness, buildChartWithAccounts, buildClient } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { COMPACT_CHART } from '../../../testing/ledger-generator-chart.js';
import type { Db } from '../../platform/db/client.js';
import { withStatementTimeout } from '../../platform/db/statement-timeout.js';
import { AppError } from '../../platform/errors.js';
import { bankTransactions, importBatches } from '../banking/index.js';
import { postEntry } from '../ledger/index.js';
import { conditionTree, lineSpec, portableRegex, SPLIT_CODES, unicodeText, type LineSpec } from './rule-engines.fixture.js';
import { firstMatchSql, type OrderedRule } from './rule-order.js';
import { ruleWhere } from './rule-sql.js';
import { firstMatches } from './runs.first-match.js';
import { candidateLines } from './runs.repo.js';

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2_147_483_647);
const LINES = 200;
const TREES = Number(process.env.FC_TREES ?? 150);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ld_normalise and normaliseText', () => {
  it('the database function is the body the domain writes', async () => {
    const { rows } = await t.ctx.db.execute(sql`select prosrc from pg_proc where proname = 'ld_normalise'`);
    expect(String(rows[0]?.prosrc).trim()).toBe(`SELECT ${normaliseSqlBody()}`);
  });

  const agreeOn = (texts: fc.Arbitrary<string>) =>
    fc.assert(
      fc.asyncProperty(texts, async (text) => {
        // Compared in the database: PGlite's driver drops a leading U+FEFF from the text it returns.
        const expected = normaliseText(text);
        const { rows } = await t.ctx.db.execute(sql`select ld_normalise(${text}) = ${expected} as same, ld_normalise(${text}) as folded`);
        expect(rows[0]?.same, `${JSON.stringify(text)} folded to ${JSON.stringify(rows[0]?.folded)}`).toBe(true);
      }),
      { numRuns: 300, seed: SEED },
    );

  it('agree on random text: Vietnamese, Latin-1, every kind of space, emoji', () => agreeOn(unicodeText));

  it('agree on printable ASCII, which the database folds by its short cut', () =>
    agreeOn(fc.array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes))));
});

describe('ruleWhere and matchesConditions', () => {
  let businessId: string;
  let lines: { id: string; line: RuleLine }[];
  let ids: { bankAccounts: [string, string]; batches: [string, string] };

  beforeAll(async () => {
    const client = await buildClient(t.ctx);
    businessId = (await buildBusiness(t.ctx, { clientId: client.id })).id;
    const chart = await buildChartWithAccounts(t.ctx, businessId, [
      ...COMPACT_CHART.map(([code, name, type, subtype, taxCode, systemRole]) => ({ code, name, type, subtype, taxCode, systemRole })),
      { code: '1-1120', name: 'Savings account', type: 'asset', subtype: 'bank', taxCode: 'N-T' },
    ]);
    const accountId = (code: string) => chart.accounts[code]?.id ?? '';
    const accountA = await buildBankAccount(t.ctx, { businessId, ledgerAccountId: accountId('1-1110') });
    const accountB = await buildBankAccount(t.ctx, { businessId, ledgerAccountId: accountId('1-1120') });
    const batches = await t.ctx.db
      .insert(importBatches)
      .values([accountA, accountB].map((a) => ({ businessId, bankAccountId: a.id, fileName: 'x.csv', format: 'csv' })))
      .returning();
    ids = { bankAccounts: [accountA.id, accountB.id], batches: [batches[0]?.id ?? '', batches[1]?.id ?? ''] };

    const specs = fc.sample(lineSpec, { numRuns: LINES, seed: SEED });
    lines = [];
    for (const spec of specs) lines.push(await insertLine(spec));

    async function insertLine(spec: LineSpec): Promise<{ id: string; line: RuleLine }> {
      const bankAccount = spec.inAccountB ? accountB : accountA;
      const importBatchId = spec.batch === null ? null : ids.batches[spec.batch];
      const [row] = await t.ctx.db
        .insert(bankTransactions)
        .values({ ...spec.text, businessId, bankAccountId: bankAccount.id, date: spec.date, amount: spec.amount, importBatchId })
        .returning();
      if (!row) throw new Error('line not inserted');
      // A line is coded to accounts other than its own bank's; small lines stay uncoded (no zero splits).
      const splits = spec.codedTo.filter((code) => code !== (spec.inAccountB ? '1-1120' : '1-1110'));
      const state = spec.state === 'coded' && (splits.length === 0 || Math.abs(spec.amount) < 100) ? 'uncoded' : spec.state;
      if (state === 'coded') {
        const shares = splits.map((code, i) => ({ accountId: accountId(code), amount: i === 0 ? -spec.amount + splits.length - 1 : -1 }));
        const gst = spec.withGst ? [{ accountId: accountId('2-1300'), amount: 1 }] : [];
        if (gst.length > 0 && shares[0]) shares[0].amount -= 1;
        const entry = await t.ctx.db.transaction((tx) =>
          postEntry(tx, {
            businessId,
            date: spec.date,
            source: 'bank',
            narration: 'test',
            createdBy: null,
            bankTransactionId: row.id,
            lines: [{ accountId: bankAccount.ledgerAccountId, amount: spec.amount }, ...shares, ...gst],
          }),
        );
        await t.ctx.db.execute(sql`update bank_transactions set journal_entry_id = ${entry.id} where id = ${row.id}`);
      }
      if (state === 'suggested') {
        await t.ctx.db.execute(
          sql`update bank_transactions set suggestion = ${JSON.stringify({ splits: [], payee: null })}::jsonb where id = ${row.id}`,
        );
      }
      const line: RuleLine = {
        ...spec.text,
        date: spec.date,
        amount: spec.amount,
        bankAccountId: bankAccount.id,
        importBatchId,
        state,
        codedAccountCodes: state === 'coded' ? splits : [],
      };
      return { id: row.id, line };
    }
  });

  /**
   * Both engines on every line, and the key index finds the tree for every line it matches;
   * answers whether the tree split the lines (some matched, not all).
   */
  async function sameLines(tree: ConditionGroup): Promise<boolean> {
    const { rows } = await t.ctx.db.execute(
      sql`select id, description_match, reference_match, payee_match from bank_transactions where business_id = ${businessId} and ${ruleWhere(tree)}`,
    );
    const index = new KeyIndex([tree]);
    for (const r of rows) {
      const texts = { description: String(r.description_match), reference: String(r.reference_match), payee: String(r.payee_match) };
      expect(index.candidates(texts), JSON.stringify(texts)).toEqual([0]);
    }
    const inSql = rows.map((r) => String(r.id)).sort();
    const inJs = lines
      .filter((l) => matchesConditions(tree, l.line))
      .map((l) => l.id)
      .sort();
    expect(inSql).toEqual(inJs);
    return inJs.length > 0 && inJs.length < lines.length;
  }

  // The lines and values are drawn from one vocabulary: most trees must split the lines, or the test proves little.
  it('pick the same lines on random trees', async () => {
    let split = 0;
    await fc.assert(
      fc.asyncProperty(conditionTree(ids), async (tree) => {
        if (await sameLines(tree)) split++;
      }),
      { numRuns: TREES, seed: SEED },
    );
    expect(split).toBeGreaterThan(TREES * 0.4);
  }, 120_000);

  it('pick the same lines for random regular expressions', async () => {
    let split = 0;
    await fc.assert(
      fc.asyncProperty(portableRegex, async (value) => {
        if (await sameLines({ match: 'all', conditions: [{ field: 'anyText', op: 'matchesRegex', value }] })) split++;
      }),
      { numRuns: TREES, seed: SEED },
    );
    expect(split).toBeGreaterThan(TREES * 0.2);
  }, 120_000);

  it('firstMatches takes each line by the rule the CASE of every rule picks, on random rule sets', async () => {
    const target = { id: businessId, name: 'B', brandId: '00000000-0000-4000-8000-000000000000', lockDate: null };
    const ruleOf = (conditions: ConditionGroup, position: number): OrderedRule => ({
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      name: `rule ${position}`,
      version: 1,
      mode: 'autopost',
      scopeKind: 'business',
      brandId: null,
      businessId,
      bankAccountIds: position % 3 === 2 ? [ids.bankAccounts[0]] : [],
      position,
      conditions,
      actions: { splits: [], payee: null, memo: null, internalTransfer: false, contractorPayment: false },
    });
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(conditionTree(ids), { minLength: 1, maxLength: 12 }), async (trees) => {
        const rules = trees.map(ruleOf);
        const where = sql`${bankTransactions.businessId} = ${businessId}`;
        const lines = await candidateLines(t.ctx.db, where, firstMatchSql(rules, [target]));
        const first = await firstMatches(t.ctx.db, rules, [target], lines);
        expect(Object.fromEntries(lines.map((l) => [l.id, first.get(l.id) ?? null]))).toEqual(
          Object.fromEntries(lines.map((l) => [l.id, l.takenBy])),
        );
        taken += first.size;
      }),
      { numRuns: Math.ceil(TREES / 4), seed: SEED },
    );
    expect(taken).toBeGreaterThan(LINES);
  }, 120_000);

  it('exercises every state and both bank accounts', () => {
    const states = new Set(lines.map((l) => l.line.state));
    expect([...states].sort()).toEqual(['coded', 'suggested', 'uncoded']);
    const codes = new Set(lines.flatMap((l) => l.line.codedAccountCodes));
    expect(SPLIT_CODES.filter((c) => codes.has(c)).length).toBeGreaterThan(2);
  });
});

describe('ruleWhere', () => {
  it('binds every value as a parameter, never in the SQL text', () => {
    const evil = "x'); drop table bank_transactions; --";
    const tree: ConditionGroup = {
      match: 'any',
      conditions: [
        { field: 'payee', op: 'contains', value: evil },
        { field: 'description', op: 'matchesRegex', value: "'\\)" },
        { field: 'state', op: 'equals', value: 'coded', accountCode: evil },
      ],
    };
    const query = new PgDialect().sqlToQuery(ruleWhere(tree));
    expect(query.sql).not.toContain('drop table');
    expect(query.sql).not.toContain("'\\)");
    expect(query.params.filter((p) => String(p).includes('drop table'))).toHaveLength(2);
    expect(query.params).toContain(portablePattern("'\\)"));
  });
});

describe('withStatementTimeout', () => {
  it('sets the limit for the work and puts the previous one back after it', async () => {
    const setting = async (db: Db) => String((await db.execute(sql`select current_setting('statement_timeout') as v`)).rows[0]?.v);
    await t.ctx.db.transaction(async (outer) => {
      const before = await setting(outer);
      expect(await withStatementTimeout(outer, setting, 1234)).toBe('1234ms');
      expect(await setting(outer)).toBe(before);
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('turns a statement over the limit into a 422', async () => {
    const slow = withStatementTimeout(t.ctx.db, (tx) => tx.execute(sql`select pg_sleep(1)`), 50);
    await expect(slow).rejects.toSatisfy((error: unknown) => error instanceof AppError && error.statusCode === 422);
  });
});
