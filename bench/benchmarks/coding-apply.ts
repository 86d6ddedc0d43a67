/**
 * Apply 500 active rules to 100,000 uncoded lines of one business, on PostgreSQL, as one queued
 * job (POST /api/v1/coding-rules/apply-active answers 202): every line a rule takes is posted (entry,
 * lines and the account-month summary) and recorded in the run for undo. Timed from the POST to the
 * job's end (`applyAnswerMs` is the 202 alone); afterwards every
 * entry must balance and the summary equal the lines, and again after the run's undo.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '@ledgerdesk/server';
import { measureCpu } from '../lib/cpu.js';
import { createGeneratorBankAccount, loadChart, prepareGeneratorAccounts, type ServerProcess } from '@ledgerdesk/server/testing';
import { insertBankFeed, ruleBodies } from '../lib/coding-apply-data.js';
import { assertLedgerHolds, emptyBusiness, timedJob, timedPost, type Db } from '../lib/coding-db.js';
import { signIn } from '../lib/session.js';

const LINES = Number(process.env.BENCH_CODING_APPLY_LINES ?? 100_000);

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return Number(Object.values((await db.execute(query)).rows[0] ?? {})[0] ?? 0);
}

/** The business's brand, and the first day after its lock date (or 2025-07-01) for the lines. */
async function businessFacts(db: Db, businessId: string) {
  const result = await db.execute(
    sql`select c.brand_id, greatest(coalesce(b.lock_date + 1, '2025-07-01'::date), '2025-07-01'::date)::text as first_open
        from businesses b join clients c on c.id = b.client_id where b.id = ${businessId}`,
  );
  const row = result.rows[0] as { brand_id: string; first_open: string } | undefined;
  if (!row) throw new Error('business not found');
  return { brandId: row.brand_id, from: row.first_open };
}

export async function benchCodingApply(server: ServerProcess, databaseUrl: string | undefined) {
  if (!databaseUrl) return { skipped: 'needs PostgreSQL (the apply target is measured there)' };
  const headers = await signIn(server);
  const database = openPostgres(databaseUrl, 4);
  try {
    const { db } = database;
    const businessId = await emptyBusiness(db);
    const { brandId, from } = await businessFacts(db, businessId);
    const accounts = await prepareGeneratorAccounts(db, businessId);
    const bankAccountId = await createGeneratorBankAccount(db, businessId, accounts.bank);
    const chart = await loadChart(db, businessId);
    const tradeCodes = [...accounts.expenses, accounts.purchases].map((id) => chart.find((a) => a.id === id)?.code ?? '');
    const setupStarted = performance.now();
    await insertBankFeed(db, { id: businessId, bankAccountId }, LINES, from);
    const rules = ruleBodies(
      {
        business: { kind: 'business', businessId, bankAccountIds: [] },
        brand: { kind: 'brand', brandId },
        practice: { kind: 'practice' },
      },
      tradeCodes,
    );
    for (const rule of rules) await timedPost(server, headers, '/api/v1/coding-rules', rule);
    // Vacuumed as well as analysed: autovacuum would otherwise take a core from the run it times.
    await db.execute(sql`vacuum analyze bank_transactions`);
    const setupMs = Math.round(performance.now() - setupStarted);

    // CPU as well as time: on two shared cores the wall clock varies by a fifth from run to run.
    const apply = await measureCpu(server.process.pid, async () => ({
      requests: 1,
      ...(await timedJob(server, headers, '/api/v1/coding-rules/apply-active', { target: { businessId }, confirmed: true })),
    }));
    const { run } = apply.job;
    const entries = await count(db, sql`select count(*) from journal_entries where business_id = ${businessId}`);
    const coded = await count(
      db,
      sql`select count(*) from bank_transactions where business_id = ${businessId} and journal_entry_id is not null`,
    );
    if (entries !== run.lineCount || coded !== run.lineCount)
      throw new Error(`the run coded ${run.lineCount} lines but ${coded} lines are coded and ${entries} entries posted`);
    await assertLedgerHolds(db, businessId, 'the apply');
    const undo = await timedPost(server, headers, `/api/v1/coding-runs/${run.id}/undo`);
    await assertLedgerHolds(db, businessId, 'the undo');
    const left = await count(db, sql`select count(*) from journal_entries where business_id = ${businessId}`);
    if (left !== 0) throw new Error(`the undo left ${left} entries`);
    return {
      lines: LINES,
      activeRules: rules.length,
      codedLines: run.lineCount,
      rulesThatCoded: run.rules.length,
      setupMs,
      applyMs: apply.ms,
      applyAnswerMs: apply.answerMs,
      applyCpuMs: apply.cpuMsPerRequest,
      linesPerSecond: Math.round((run.lineCount * 1000) / apply.ms),
      undoMs: undo.ms,
      everyEntryBalances: true,
      summaryEqualsLines: true,
      targetsMs: { apply: 10_000 },
    };
  } finally {
    await database.close();
  }
}
