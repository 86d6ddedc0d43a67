/**
 * A three-level rule's preview over 1,000,000 bank lines of one business, on PostgreSQL:
 * single-request latency (one request at a time, as a bookkeeper editing a rule makes them),
 * p50 and p99 over 30 requests after 3 unmeasured ones, and the live count beside it.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '@ledgerdesk/server';
import {
  createGeneratorBankAccount,
  generateBankTransactions,
  prepareGeneratorAccounts,
  type ServerProcess,
} from '@ledgerdesk/server/testing';
import { signIn } from '../lib/session.js';

const LINES = Number(process.env.BENCH_CODING_LINES ?? 1_000_000);
const SAMPLES = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** description contains "card" AND (ANY: payee is Officeworks or Bunnings, ALL: amount < -100.00 and weekday ≤ 5). */
function threeLevelRule(businessId: string) {
  return {
    name: 'Bench rule',
    mode: 'suggest',
    scope: { kind: 'business', businessId, bankAccountIds: [] },
    conditions: {
      match: 'all',
      conditions: [
        { field: 'description', op: 'contains', value: 'card' },
        {
          match: 'any',
          conditions: [
            { field: 'payee', op: 'isOneOf', values: ['Officeworks', 'Bunnings'] },
            {
              match: 'all',
              conditions: [
                { field: 'amount', op: 'lt', value: -10_000 },
                { field: 'weekday', op: 'lte', value: 5 },
              ],
            },
          ],
        },
      ],
    },
    actions: {
      splits: [{ accountCode: '6-1130', taxCode: null, share: { kind: 'remainder' }, description: null }],
      payee: null,
      memo: null,
      internalTransfer: false,
      contractorPayment: false,
    },
  };
}

async function timed(server: ServerProcess, headers: Record<string, string>, path: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string; totals?: { matched: number }; data?: { matched?: number } };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message ?? ''}`);
  return { ms: performance.now() - started, answer };
}

async function series(run: () => Promise<{ ms: number }>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push((await run()).ms);
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)), max: Math.round(times.at(-1) ?? 0) };
}

export async function benchCodingPreview(server: ServerProcess, databaseUrl: string | undefined) {
  if (!databaseUrl) return { skipped: 'needs PostgreSQL (the preview target is measured there)' };
  const headers = await signIn(server);
  const database = openPostgres(databaseUrl, 4);
  try {
    const { db } = database;
    const [row] = (await db.execute(sql`select b.id from businesses b order by b.name limit 1`)).rows as { id: string }[];
    if (!row) throw new Error('the demo seed has no business');
    const accounts = await prepareGeneratorAccounts(db, row.id);
    const bankAccountId = await createGeneratorBankAccount(db, row.id, accounts.bank);
    const generated = await generateBankTransactions(db, {
      businessId: row.id,
      bankAccountId,
      count: LINES,
      seed: 11,
      from: '2021-07-01',
      to: '2026-06-30',
    });
    await db.execute(sql`analyze bank_transactions`);
    const draft = threeLevelRule(row.id);
    const target = { businessId: row.id, bankAccountIds: [], includeCoded: false };
    const first = await timed(server, headers, '/api/v1/coding-rules/preview', { draft, target, skip: 0, limit: 50 });
    return {
      lines: generated.count,
      matched: first.answer.totals?.matched,
      previewMs: await series(() => timed(server, headers, '/api/v1/coding-rules/preview', { draft, target, skip: 0, limit: 50 })),
      countMs: await series(() => timed(server, headers, '/api/v1/coding-rules/count', { draft, target })),
      targetMs: { previewP99: 1_000 },
    };
  } finally {
    await database.close();
  }
}
