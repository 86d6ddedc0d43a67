/** Pipelined statements on one transaction, on both databases: in order, and the real failure reported. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { dbErrorInfo } from './errors.js';
import { pipelined } from './pipelined.js';

describe('pipelined', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.db.execute(sql`create table pipelined_probe (n int primary key)`);
  });
  afterAll(() => t.close());

  it('runs the statements in order on the transaction and answers their results in order', async () => {
    const sums = await t.ctx.db.transaction((tx) =>
      pipelined(4, (k) => {
        const query = sql`insert into pipelined_probe select ${k} returning (select count(*)::int from pipelined_probe) as seen`;
        return () => tx.execute(query);
      }),
    );
    // Each statement sees the rows of the ones before it: they ran one after another.
    expect(sums.map((r) => r.rows[0]?.seen)).toEqual([0, 1, 2, 3]);
  });

  it("throws the failing statement's own error, sends none after it, and writes nothing", async () => {
    const built: number[] = [];
    const error = await t.ctx.db
      .transaction((tx) =>
        pipelined(4, (k) => {
          built.push(k);
          return () => tx.execute(sql`insert into pipelined_probe values (${k === 1 ? 0 : 100 + k})`);
        }),
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(dbErrorInfo(error)?.code).toBe('23505');
    // Statement 2 was built while statement 1 ran, and never sent; statement 3 was never built.
    expect(built).toEqual([0, 1, 2]);
    const { rows } = await t.ctx.db.execute(sql`select count(*)::int as n from pipelined_probe where n >= 100`);
    expect(rows[0]?.n).toBe(0);
  });
});
