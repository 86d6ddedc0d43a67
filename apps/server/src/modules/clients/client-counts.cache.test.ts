/** The list totals' memo: one count per set of conditions at a time, and none kept across a write. */
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { cachedClientCount, inClientWrite } from './client-counts.cache.js';

/** A count the test finishes by hand, counting how often it was asked. */
function slowCount(total: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const count = { calls: 0, release, run: async () => ((count.calls += 1), await gate, total) };
  return count;
}

/** A database handle the memo can key on; the write's transaction runs the work straight away. */
function fakeDatabase() {
  const db = { transaction: (work: (tx: Db) => Promise<unknown>) => work(db) } as unknown as Db;
  return { db, ctx: { db } as AppContext };
}

describe('client count memo', () => {
  it('lets requests that arrive during a count wait for it instead of counting again', async () => {
    const { db } = fakeDatabase();
    const count = slowCount(42);
    const answers = Promise.all(Array.from({ length: 50 }, () => cachedClientCount(db, 'k', count.run)));
    count.release();
    expect(await answers).toEqual(Array.from({ length: 50 }, () => 42));
    expect(count.calls).toBe(1);
    // Kept afterwards: the next request does not count.
    expect(await cachedClientCount(db, 'k', () => Promise.reject(new Error('counted again')))).toBe(42);
  });

  it('counts each set of conditions on its own', async () => {
    const { db } = fakeDatabase();
    expect(await cachedClientCount(db, 'active', () => Promise.resolve(7))).toBe(7);
    expect(await cachedClientCount(db, 'archived', () => Promise.resolve(3))).toBe(3);
  });

  it('does not hand a count that started before a write to requests after it', async () => {
    const { db, ctx } = fakeDatabase();
    const before = slowCount(10);
    const early = cachedClientCount(db, 'k', before.run);
    await inClientWrite(ctx, () => Promise.resolve());
    const after = cachedClientCount(db, 'k', () => Promise.resolve(11));
    before.release();
    expect(await early).toBe(10);
    expect(await after).toBe(11);
    // Nor is the early count kept once it ends.
    expect(await cachedClientCount(db, 'k', () => Promise.resolve(12))).toBe(11);
  });

  it('forgets a count that failed, so the next request tries again', async () => {
    const { db } = fakeDatabase();
    await expect(cachedClientCount(db, 'k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cachedClientCount(db, 'k', () => Promise.resolve(5))).toBe(5);
  });
});
