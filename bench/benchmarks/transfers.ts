/**
 * `npm run bench -- transfers`: internal-transfer analysis at scale. A business with two bank
 * accounts of 100,000 uncoded lines each over two years, 10,000 of them transfers (same day or
 * up to two days later, half naming the other account), the rest ordinary spends and receipts
 * whose amounts now and then coincide. Timed over HTTP: the analysis (target ≤ 2 s; the first run
 * writes every pair, a repeat finds them again and writes nothing), EXPLAIN ANALYZE of its
 * statement (the database's own time), the page
 * of pairs the screen shows, accepting every pair at or above 80 % and its undo; the ledger must
 * hold after each write.
 */
import { sql } from 'drizzle-orm';
import { openPostgres, transferCandidateQuery } from '@ledgerdesk/server';
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { assertLedgerHolds, emptyBusiness, timedPost, type Db } from '../lib/coding-db.js';
import { signIn } from '../lib/session.js';

const LINES_PER_ACCOUNT = Number(process.env.BENCH_TRANSFER_LINES ?? 100_000);
const TRANSFERS = Math.round(LINES_PER_ACCOUNT / 10);

async function bankAccount(db: Db, businessId: string, code: string, name: string, accountNumber: string): Promise<string> {
  const result = await db.execute(
    sql`insert into bank_accounts (business_id, name, account_number, ledger_account_id)
        select ${businessId}, ${name}, ${accountNumber}, a.id from accounts a join charts c on c.id = a.chart_id
        where c.business_id = ${businessId} and a.code = ${code}
        returning id`,
  );
  const id = result.rows[0]?.id;
  if (typeof id !== 'string') throw new Error(`the business's chart has no account ${code}`);
  return id;
}

/** Deterministic lines: `transfers` pairs first, then each account's own spends and receipts. */
async function generate(db: Db, businessId: string, cheque: string, savings: string) {
  await db.execute(sql`select setseed(0.16)`);
  await db.execute(
    sql`with t as (
          select n, date '2024-07-01' + (n % 728) as day, (1000 + floor(random() * 500000))::bigint as amount, random() < 0.5 as named,
            (random() * 2.99)::int as lag from generate_series(1, ${TRANSFERS}) n
        )
        insert into bank_transactions (business_id, bank_account_id, date, description, amount)
        select ${businessId}::uuid, ${cheque}::uuid, day, case when named then 'TRANSFER TO xx4455 NETBANK' else 'INTERNET BANKING' end, -amount from t
        union all
        select ${businessId}::uuid, ${savings}::uuid, day + lag, case when named then 'TRANSFER FROM 12345678' else 'DEPOSIT' end, amount from t`,
  );
  for (const account of [cheque, savings]) {
    await db.execute(
      sql`insert into bank_transactions (business_id, bank_account_id, date, description, amount)
          select ${businessId}::uuid, ${account}::uuid, date '2024-07-01' + (n % 730),
            'EFTPOS PURCHASE ' || (n % 977), (case when random() < 0.7 then -1 else 1 end) * (100 + floor(random() * 2000000))::bigint
          from generate_series(1, ${LINES_PER_ACCOUNT - TRANSFERS}) n`,
    );
  }
  await db.execute(sql`analyze bank_transactions`);
}

export async function benchTransfers(server: ServerProcess, databaseUrl: string | undefined) {
  if (!databaseUrl) return { skipped: 'needs PostgreSQL (the analysis target is measured there)' };
  const headers = await signIn(server);
  const database = openPostgres(databaseUrl, 4);
  try {
    const { db } = database;
    const businessId = await emptyBusiness(db);
    const cheque = await bankAccount(db, businessId, '1-1110', 'Everyday cheque', '12345678');
    const savings = await bankAccount(db, businessId, '1-1120', 'Business savings', '10294455');
    await generate(db, businessId, cheque, savings);
    const base = `/api/v1/businesses/${businessId}/transfer-pairs`;
    const runs: number[] = [];
    let proposed = 0;
    for (let i = 0; i < 3; i++) {
      const analysis = await timedPost(server, headers, `${base}/analyze`, { days: 3 });
      runs.push(analysis.ms);
      proposed = (analysis.data as { proposed: number }).proposed;
    }
    // The database's own time for the analysis statement, apart from the machine's load on the server process.
    const plan = await db.execute(sql`explain (analyze, format json) ${transferCandidateQuery(businessId, 3)}`);
    const explained = (plan.rows[0] as { 'QUERY PLAN': [{ 'Execution Time': number; Plan: { 'Actual Rows': number } }] })['QUERY PLAN'][0];
    const listStarted = performance.now();
    const page = await fetch(`${server.url}${base}?limit=50`, { headers });
    if (!page.ok) throw new Error(`the list answered ${page.status}`);
    const listMs = Math.round(performance.now() - listStarted);
    const accept = await timedPost(server, headers, `${base}/accept`, { minConfidence: 80 });
    const accepted = (accept.data as { done: { id: string }[] }).done;
    await assertLedgerHolds(db, businessId, 'accepting the transfers');
    const undoIds = accepted.slice(0, 500).map((p) => p.id);
    const undo = undoIds.length ? await timedPost(server, headers, `${base}/undo`, { pairIds: undoIds }) : { ms: 0 };
    await assertLedgerHolds(db, businessId, 'undoing them');
    return {
      linesPerAccount: LINES_PER_ACCOUNT,
      transfersGenerated: TRANSFERS,
      proposed,
      analyzeMs: { first: runs[0], again: runs.slice(1), best: Math.min(...runs) },
      candidateStatement: { databaseMs: Math.round(explained['Execution Time']), candidates: explained.Plan['Actual Rows'] },
      listPageMs: listMs,
      acceptAt80: { pairs: accepted.length, entries: accepted.length * 2, ms: accept.ms },
      undo500: { pairs: undoIds.length, ms: undo.ms },
      targetsMs: { analyze: 2_000 },
    };
  } finally {
    await database.close();
  }
}
