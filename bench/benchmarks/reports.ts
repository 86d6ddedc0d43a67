/**
 * Financial reports at scale, on PostgreSQL: five financial years of coded bank transactions,
 * 1,000,000 journal lines by default (BENCH_REPORT_LINES to validate on less). Timed over HTTP:
 * balance sheet, profit and loss (a financial year with the previous one beside it) and the GST
 * summary of a quarter (target 100 ms each); `hledger bal`, `bs` and `is` timed on the exported
 * journal of the same data, with the ratios hledger ÷ our p50.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPostgres } from '@ledgerdesk/server';
import { createGeneratorBankAccount, generateLedger, prepareGeneratorAccounts, type ServerProcess } from '@ledgerdesk/server/testing';
import { load } from '../lib/load.js';
import { signIn } from '../lib/session.js';

const run = promisify(execFile);
const TARGET_LINES = Number(process.env.BENCH_REPORT_LINES ?? 1_000_000);
/** About 6,200 coded bank entries a month for five years make 1,000,000 lines. */
const ENTRIES_PER_MONTH = Math.max(1, Math.round((6_200 * TARGET_LINES) / 1_000_000));

async function newBusinessId(server: ServerProcess, headers: { authorization: string }): Promise<string> {
  const answer = (await (await fetch(`${server.url}/api/v1/businesses?limit=2&sort=-name`, { headers })).json()) as {
    data: Array<{ id: string }>;
  };
  const id = answer.data[0]?.id;
  if (!id) throw new Error('the demo seed has no business');
  return id;
}

async function hledgerMs(file: string, args: readonly string[]): Promise<number> {
  const started = performance.now();
  await run('hledger', ['-f', file, ...args], { maxBuffer: 64 * 1024 * 1024 });
  return Math.round(performance.now() - started);
}

const ratio = (theirs: number, ours: number) => (ours > 0 ? Math.round((theirs / ours) * 10) / 10 : null);

export async function benchReports(server: ServerProcess, databaseUrl: string | undefined) {
  if (!databaseUrl) return { skipped: 'needs PostgreSQL (the report targets are measured there)' };
  const headers = await signIn(server);
  const businessId = await newBusinessId(server, headers);
  const database = openPostgres(databaseUrl, 4);
  let generated;
  try {
    const accounts = await prepareGeneratorAccounts(database.db, businessId);
    const bankAccountId = await createGeneratorBankAccount(database.db, businessId, accounts.bank);
    const ledger = await generateLedger(database.db, {
      businessId,
      accounts,
      bankAccountId,
      years: 5,
      entriesPerMonth: ENTRIES_PER_MONTH,
      seed: 3,
      start: '2020-07-01',
    });
    await database.db.execute(sql`analyze`);
    generated = { lines: ledger.lines, entries: ledger.entries, generationMs: Math.round(ledger.elapsedMs) };
  } finally {
    await database.close();
  }

  const api = `${server.url}/api/v1/businesses/${businessId}/reports`;
  const timed = async (query: string) => {
    // One untimed request first: the freshly generated rows get their hint bits set on first read.
    const warm = await fetch(`${api}/${query}`, { headers });
    if (!warm.ok) throw new Error(`${query} answered ${warm.status}`);
    // One connection: the target is how long one report takes to answer, not queueing behind others on two cores.
    return load({ url: `${api}/${query}`, headers, connections: 1, duration: 10 });
  };
  const balanceSheet = await timed('balance-sheet?to=2025-03-15');
  const profitAndLoss = await timed('profit-and-loss?from=2023-07-01&to=2024-06-30&compare=previous-year');
  const gstSummary = await timed('gst-summary?from=2024-01-01&to=2024-03-31');

  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-bench-hledger-'));
  try {
    const file = path.join(dir, 'ledger.journal');
    const exported = await fetch(`${server.url}/api/v1/businesses/${businessId}/export/hledger`, { headers });
    writeFileSync(file, Buffer.from(await exported.arrayBuffer()));
    const hledger = {
      balMs: await hledgerMs(file, ['bal', '-e', '2025-03-16']),
      bsMs: await hledgerMs(file, ['bs', '-e', '2025-03-16']),
      isMs: await hledgerMs(file, ['is', '-b', '2023-07-01', '-e', '2024-07-01']),
    };
    return {
      generated,
      balanceSheet,
      profitAndLoss,
      gstSummary,
      hledger,
      ratiosHledgerToOursP50: {
        bsToBalanceSheet: ratio(hledger.bsMs, balanceSheet.latencyMs.p50),
        isToProfitAndLoss: ratio(hledger.isMs, profitAndLoss.latencyMs.p50),
        balToGstSummary: ratio(hledger.balMs, gstSummary.latencyMs.p50),
      },
      targetsMs: { balanceSheetP99: 100, profitAndLossP99: 100, gstSummaryP99: 100 },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
