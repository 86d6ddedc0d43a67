/** The list totals' memo: one count per set of conditions at a time, and none kept across a write. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { cachedClientCount, clientTotals, TTL_MS } from './client-counts.cache.js';

/** A count the test finishes by hand, counting how often it was asked. */
function slowCount(total: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const count = { calls: 0, release, run: async () => ((count.calls += 1), await gate, total) };
  return count;
}

/** A database handle the memo can key on. */
function fakeDatabase() {
  const db = {} as Db;
  return { db, ctx: { db } as AppContext };
}

describe('client count memo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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
    clientTotals.invalidate(ctx);
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

  it('answers an expired total at once while one recount runs, and the recount afterwards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { db } = fakeDatabase();
    expect(await cachedClientCount(db, 'k', () => Promise.resolve(7))).toBe(7);
    vi.setSystemTime(Date.now() + TTL_MS + 1);
    const recount = slowCount(8);
    expect(await cachedClientCount(db, 'k', recount.run)).toBe(7);
    expect(await cachedClientCount(db, 'k', () => Promise.reject(new Error('counted twice')))).toBe(7);
    recount.release();
    await vi.waitFor(async () => expect(await cachedClientCount(db, 'k', () => Promise.resolve(9))).toBe(8));
    expect(recount.calls).toBe(1);
  });

  it('answers no expired total once a write has happened: the next request waits for a fresh count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { db, ctx } = fakeDatabase();
    expect(await cachedClientCount(db, 'k', () => Promise.resolve(7))).toBe(7);
    vi.setSystemTime(Date.now() + TTL_MS + 1);
    clientTotals.invalidate(ctx);
    expect(await cachedClientCount(db, 'k', () => Promise.resolve(6))).toBe(6);
  });
});
