/** Independent reads overlap on the pool and queue inside a transaction, answering in the order asked. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { readTogether, type Db } from './client.js';

describe('readTogether', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Two reads that log when each starts and ends. */
  function loggedReads(db: Db) {
    const log: string[] = [];
    const read = (name: string, value: number) => async () => {
      log.push(`${name} starts`);
      const [row] = (await db.execute(sql`select ${value}::int as v`)).rows;
      log.push(`${name} ends`);
      return row?.v;
    };
    return { log, reads: [read('first', 1), read('second', 2)] as [() => Promise<unknown>, () => Promise<unknown>] };
  }

  it('starts every read at once outside a transaction', async () => {
    const { log, reads } = loggedReads(t.ctx.db);
    expect(await readTogether(t.ctx.db, reads)).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['first starts', 'second starts']);
  });

  it('runs them one after another inside a transaction', async () => {
    const { results, log } = await t.ctx.db.transaction(async (tx) => {
      const { log, reads } = loggedReads(tx);
      return { results: await readTogether(tx, reads), log };
    });
    expect(results).toEqual([1, 2]);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
