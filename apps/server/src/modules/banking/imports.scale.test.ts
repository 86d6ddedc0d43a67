/**
 * 100,000 CSV lines end to end (upload, preview, commit) over HTTP on PostgreSQL, where the
 * budget is 3 s. The time is printed; it is asserted when IMPORT_BUDGET_MS is set (on a quiet
 * machine, or in the benchmark run), since a shared test machine's wall clock proves nothing.
 * PGlite runs the same path with 20,000 lines to keep its suite quick.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import type { BankAccountDto } from './bank-accounts.schema.js';
import { statementForm } from './imports.fixture.js';
import type { ImportDto, PreviewDto } from './imports.schema.js';

type One<T> = { data: T; message: string };
const LINES = process.env.TEST_DB === 'postgres' ? 100_000 : 20_000;

/** A CommBank-layout statement of `lines` distinct lines over about two years. */
function bigStatement(lines: number): string {
  const out: string[] = [];
  let balance = 0;
  for (let i = 0; i < lines; i++) {
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 140) * 86_400_000);
    const cents = (i % 7 === 0 ? 1 : -1) * (100 + ((i * 7919) % 250_000));
    balance += cents;
    const amount = (cents / 100).toFixed(2);
    out.push(`${day.getUTCDate()}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()},${cents > 0 ? '+' : ''}${amount},"EFTPOS PURCHASE ${i} SYDNEY",${(balance / 100).toFixed(2)}`);
  }
  return out.join('\r\n');
}

describe('import at scale', () => {
  let t: TestApp;
  let w: PracticeWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildPracticeWorld(t.ctx);
  });
  afterAll(() => t.close());

  it(`imports ${LINES.toLocaleString('en-AU')} CSV lines end to end`, { timeout: 120_000 }, async () => {
    const token = w.users.sa.token;
    const base = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
    const bank = (await t.api.post<One<BankAccountDto>>(base, { name: 'Busy account' }, { token })).body.data;
    const csv = bigStatement(LINES);

    const started = performance.now();
    const preview = await t.api.send<One<PreviewDto>>('POST', `${base}/${bank.id}/imports`, statementForm(csv, 'big.csv', { bank: 'commbank' }), { token });
    const previewed = performance.now();
    expect(preview.status).toBe(201);
    expect(preview.body.data).toMatchObject({ rowCount: LINES, duplicates: 0 });
    expect(preview.body.data.rows).toHaveLength(200);
    const committed = await t.api.post<One<ImportDto>>(`/api/v1/imports/${preview.body.data.id}/commit`, undefined, { token });
    const finished = performance.now();
    expect(committed.body.data).toMatchObject({ importedCount: LINES, duplicateCount: 0 });

    const total = finished - started;
    console.info(
      `[import scale] ${process.env.TEST_DB ?? 'pglite'}: ${LINES} lines, upload+preview ${Math.round(previewed - started)} ms, commit ${Math.round(finished - previewed)} ms, total ${Math.round(total)} ms`,
    );
    const stored = await t.ctx.db.execute(sql`select count(*)::int as n, sum(amount)::bigint as total from bank_transactions where bank_account_id = ${bank.id}`);
    expect(Number(stored.rows[0]?.n)).toBe(LINES);
    expect(Number(stored.rows[0]?.total)).toBe(preview.body.data.totals.net);
    const budget = Number(process.env.IMPORT_BUDGET_MS);
    if (budget > 0) expect(total).toBeLessThan(budget);
  });
});
