/**
 * The ledger at scale, on PostgreSQL: 1,000,000 journal lines (five financial years of coded
 * bank transactions) and 1,000,000 master-table rows in one business. Timed over HTTP: the
 * trial balance (target 100 ms) and a master-table page (target 50 ms); `hledger bal` timed on
 * the exported journal of the same data, with the ratio.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPostgres } from '@ledgerdesk/server';
import {
  createGeneratorBankAccount,
  generateBankTransactions,
  generateLedger,
  prepareGeneratorAccounts,
  type ServerProcess,
} from '@ledgerdesk/server/testing';
import { load } from '../lib/load.js';
import { signIn } from '../lib/session.js';

const run = promisify(execFile);
const TARGET_LINES = 1_000_000;

async function firstBusinessId(server: ServerProcess, headers: { authorization: string }): Promise<string> {
  const answer = (await (await fetch(`${server.url}/api/v1/businesses?limit=1&sort=name`, { headers })).json()) as {
    data: Array<{ id: string }>;
  };
  const id = answer.data[0]?.id;
  if (!id) throw new Error('the demo seed has no business');
  return id;
}

export async function benchLedger(server: ServerProcess, databaseUrl: string | undefined) {
  if (!databaseUrl) return { skipped: 'needs PostgreSQL (the ledger targets are measured there)' };
  const headers = await signIn(server);
  const businessId = await firstBusinessId(server, headers);
  const database = openPostgres(databaseUrl, 4);
  let generated;
  try {
    const accounts = await prepareGeneratorAccounts(database.db, businessId);
    const bankAccountId = await createGeneratorBankAccount(database.db, businessId, accounts.bank);
    // 6,200 coded bank entries a month for five years is just over 1,000,000 lines.
    const ledger = await generateLedger(database.db, {
      businessId,
      accounts,
      bankAccountId,
      years: 5,
      entriesPerMonth: 6_200,
      seed: 1,
      start: '2020-07-01',
    });
    const extra = await generateBankTransactions(database.db, {
      businessId,
      bankAccountId,
      count: Math.max(0, TARGET_LINES - ledger.bankTransactions),
      seed: 2,
      from: '2015-07-01',
      to: '2025-06-30',
    });
    await database.db.execute(sql`analyze`);
    generated = {
      lines: ledger.lines,
      entries: ledger.entries,
      bankTransactions: ledger.bankTransactions + extra.count,
      generationMs: Math.round(ledger.elapsedMs + extra.elapsedMs),
    };
  } finally {
    await database.close();
  }

  const api = `${server.url}/api/v1/businesses/${businessId}`;
  // Latency one request at a time (the targets), then throughput with 10 in flight.
  const timed = (query: string, connections: number) => load({ url: `${api}/${query}`, headers, connections, duration: 10 });
  const trialBalance = await timed('reports/trial-balance?to=2025-06-30', 1);
  const trialBalancePartialMonths = await timed('reports/trial-balance?from=2023-07-01&to=2024-03-15', 1);
  const masterTablePage = await timed('transactions?limit=50', 1);
  const concurrent10 = {
    trialBalance: await timed('reports/trial-balance?to=2025-06-30', 10),
    masterTablePage: await timed('transactions?limit=50', 10),
  };

  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerdesk-bench-hledger-'));
  try {
    const file = path.join(dir, 'ledger.journal');
    const exported = await fetch(`${api}/export/hledger`, { headers });
    writeFileSync(file, Buffer.from(await exported.arrayBuffer()));
    const started = performance.now();
    await run('hledger', ['-f', file, 'bal', '-e', '2025-07-01'], { maxBuffer: 64 * 1024 * 1024 });
    const hledgerMs = Math.round(performance.now() - started);
    return {
      generated,
      trialBalance,
      trialBalancePartialMonths,
      masterTablePage,
      concurrent10,
      hledgerBalMs: hledgerMs,
      ratioHledgerToTrialBalanceP50: trialBalance.latencyMs.p50 > 0 ? Math.round(hledgerMs / trialBalance.latencyMs.p50) : null,
      targetsMs: { trialBalanceP99: 100, masterTablePageP99: 50 },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
