/**
 * A big CSV end to end (upload, preview, commit) over HTTP: every line lands, the sums agree.
 * 20,000 lines keep the suite quick; the 100,000-line, 3 s target is timed by
 * `npm run bench -- imports` on a quiet machine, not here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigCommBankStatement } from '../../../testing/big-statement.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buildPracticeWorld, type PracticeWorld } from '../../../test/practice-world.js';
import type { BankAccountDto } from './bank-accounts.schema.js';
import { statementForm } from './imports.fixture.js';
import type { ImportDto, PreviewDto } from './imports.schema.js';

type One<T> = { data: T; message: string };
const LINES = 20_000;

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
    const csv = bigCommBankStatement(LINES);

    const preview = await t.api.send<One<PreviewDto>>(
      'POST',
      `${base}/${bank.id}/imports`,
      statementForm(csv, 'big.csv', { bank: 'commbank' }),
      { token },
    );
    expect(preview.status).toBe(201);
    expect(preview.body.data).toMatchObject({ rowCount: LINES, duplicates: 0 });
    expect(preview.body.data.rows).toHaveLength(200);
    const committed = await t.api.post<One<ImportDto>>(`/api/v1/imports/${preview.body.data.id}/commit`, undefined, { token });
    expect(committed.body.data).toMatchObject({ importedCount: LINES, duplicateCount: 0 });

    const stored = await t.ctx.db.execute(
      sql`select count(*)::int as n, sum(amount)::bigint as total from bank_transactions where bank_account_id = ${bank.id}`,
    );
    expect(Number(stored.rows[0]?.n)).toBe(LINES);
    expect(Number(stored.rows[0]?.total)).toBe(preview.body.data.totals.net);
  });
});
