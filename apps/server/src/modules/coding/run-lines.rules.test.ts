/**
 * The run lines' reference to their run, held by the database per statement (migration 0022) rather
 * than by a foreign key: tried with raw SQL, as ledger.rules.test.ts tries the ledger's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbErrorInfo } from '../../platform/db/errors.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;

const count = async (runId: string) =>
  Number((await t.ctx.db.execute(sql`select count(*)::int as n from coding_run_lines where run_id = ${runId}`)).rows[0]?.n);

async function newRun(): Promise<string> {
  const result = await t.ctx.db.execute(
    sql`insert into coding_runs (kind, line_count, business_count) values ('apply', 2, 1) returning id`,
  );
  return String(result.rows[0]?.id);
}

const addLines = (runId: string, n: number) =>
  t.ctx.db.execute(sql`insert into coding_run_lines (run_id, transaction_id, business_id)
    select ${runId}::uuid, gen_random_uuid(), gen_random_uuid() from generate_series(1, ${n})`);

describe('coding run lines and their run', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a statement with a line of a run that does not exist, and writes none of it', async () => {
    const run = await newRun();
    await addLines(run, 2);
    const missing = '00000000-0000-4000-8000-000000000000';
    const error = await t.ctx.db
      .execute(
        sql`insert into coding_run_lines (run_id, transaction_id, business_id)
        values (${run}, gen_random_uuid(), gen_random_uuid()), (${missing}, gen_random_uuid(), gen_random_uuid())`,
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(dbErrorInfo(error)).toMatchObject({ code: '23503', message: `Run line of coding run ${missing}, which does not exist.` });
    expect(await count(run)).toBe(2);
  });

  it('removes a run with its lines, and only its', async () => {
    const [gone, kept] = [await newRun(), await newRun()];
    await addLines(gone, 3);
    await addLines(kept, 2);
    await t.ctx.db.execute(sql`delete from coding_runs where id = ${gone}`);
    expect([await count(gone), await count(kept)]).toEqual([0, 2]);
  });
});
