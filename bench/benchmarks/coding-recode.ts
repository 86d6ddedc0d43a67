/**
 * Find and recode at scale, on PostgreSQL: a business with about 1,000,000 journal lines (five
 * years of coded bank lines, as the ledger bench builds them), then 100,000 of its sales lines
 * recoded over HTTP from Sales with GST to GST-free sales (the heavier case: every entry's net,
 * GST and GST line rebuilt). Timed: the preview, the apply (a queued job, from its POST to its
 * end; target 10 s) and the undo; after each write every entry must still balance and the
 * account-month summary equal the lines.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '@ledgerdesk/server';
import {
  createGeneratorBankAccount,
  generateLedger,
  loadChart,
  prepareGeneratorAccounts,
  type ServerProcess,
} from '@ledgerdesk/server/testing';
import { assertLedgerHolds, emptyBusiness, timedJob, timedPost } from '../lib/coding-db.js';
import { signIn } from '../lib/session.js';

export interface RecodeBenchSize {
  /** Lines to recode. */
  lines: number;
  /** Generated ledger: 6,200 entries a month for five years is just over 1,000,000 lines. */
  entriesPerMonth: number;
  years: number;
}

export const FULL_RECODE_BENCH: RecodeBenchSize = { lines: 100_000, entriesPerMonth: 6_200, years: 5 };

export async function benchCodingRecode(server: ServerProcess, databaseUrl: string | undefined, size: RecodeBenchSize = FULL_RECODE_BENCH) {
  if (!databaseUrl) return { skipped: 'needs PostgreSQL (the recode target is measured there)' };
  const headers = await signIn(server);
  const database = openPostgres(databaseUrl, 4);
  try {
    const { db } = database;
    const businessId = await emptyBusiness(db);
    const accounts = await prepareGeneratorAccounts(db, businessId);
    const bankAccountId = await createGeneratorBankAccount(db, businessId, accounts.bank);
    const start = '2020-07-01';
    const ledger = await generateLedger(db, {
      businessId,
      accounts,
      bankAccountId,
      years: size.years,
      entriesPerMonth: size.entriesPerMonth,
      seed: 3,
      start,
    });
    // Vacuumed as well as analysed: autovacuum would otherwise take a core from the run it times.
    await db.execute(sql`vacuum analyze`);
    const chart = await loadChart(db, businessId);
    const codeOf = (id: string) => chart.find((a) => a.id === id)?.code ?? '';
    // The date by which `size.lines` sales lines have been posted: the range to recode.
    const until = await db.execute(
      sql`select date::text as date from journal_lines where business_id = ${businessId} and account_id = ${accounts.sales}
          order by date offset ${size.lines - 1} limit 1`,
    );
    const dateTo = (until.rows[0] as { date?: string } | undefined)?.date ?? ledger.to;
    const request = {
      conditions: { match: 'all', conditions: [{ field: 'account', op: 'isOneOf', values: [codeOf(accounts.sales)] }] },
      target: { scope: { kind: 'business', businessId }, dateFrom: start, dateTo },
      change: { accountCode: codeOf(accounts.gstFreeSales), taxCode: 'FRE' },
    };
    const preview = await timedPost(server, headers, '/api/v1/recode/preview', request);
    const apply = await timedJob(server, headers, '/api/v1/recode/apply', request);
    const applied = { run: apply.job.run, entries: apply.job.recode?.entries ?? 0, lockedSkipped: apply.job.recode?.lockedSkipped ?? 0 };
    await assertLedgerHolds(db, businessId, 'the recode');
    const undo = await timedPost(server, headers, `/api/v1/recode/runs/${applied.run.id}/undo`);
    await assertLedgerHolds(db, businessId, 'its undo');
    return {
      generated: { lines: ledger.lines, entries: ledger.entries, generationMs: ledger.elapsedMs },
      recodedLines: applied.run.lineCount,
      recodedEntries: applied.entries,
      lockedSkipped: applied.lockedSkipped,
      range: { from: start, to: dateTo },
      previewMs: preview.ms,
      applyMs: apply.ms,
      applyAnswerMs: apply.answerMs,
      undoMs: undo.ms,
      everyEntryBalances: true,
      summaryEqualsLines: true,
      targetsMs: { apply: 10_000 },
    };
  } finally {
    await database.close();
  }
}
