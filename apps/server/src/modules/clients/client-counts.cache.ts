/**
 * A short-lived memo of client-list totals. An exact count touches every matching row (about
 * 20 ms for 100,000 clients), far more than the page itself (well under 1 ms on an index), and a
 * total rarely changes between the pages of one search. So a total is kept for a few seconds
 * per database and distinct set of conditions (scope and filters, whatever the page or sort),
 * and dropped by every client write of this server. Another server's writes show in the total
 * after TTL_MS and one recount; the rows of a page are always read fresh.
 */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import type { WriteCache } from '../../platform/db/command.js';

export const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

interface Memo {
  totals: Map<string, { total: number; expires: number }>;
  /** Counts running now, so the requests that arrive meanwhile wait for one instead of each counting. */
  running: Map<string, Promise<number>>;
  generation: number;
}

const memos = new WeakMap<Db, Memo>();

function memoOf(db: Db): Memo {
  let memo = memos.get(db);
  if (!memo) {
    memo = { totals: new Map(), running: new Map(), generation: 0 };
    memos.set(db, memo);
  }
  return memo;
}

/** Everything the list's conditions are built from: who asks (their scope) and the filters. */
export function countKey(actor: AuthUser, filter: Record<string, string | undefined>): string {
  const { id, roleId, regionId, brandId, clientId } = actor;
  return JSON.stringify([id, roleId, regionId, brandId, clientId, filter]);
}

export function cachedClientCount(db: Db, key: string, count: () => Promise<number>): Promise<number> {
  const memo = memoOf(db);
  const now = Date.now();
  const hit = memo.totals.get(key);
  if (hit && hit.expires > now) return Promise.resolve(hit.total);
  // When a total expires under load, fifty requests counting the same rows at once stall them all.
  const counting = memo.running.get(key) ?? recount(memo, key, count, now);
  // An expired total (only other servers' writes can have changed it: this server's drop it) is
  // still answered while its recount runs, rather than making every request meanwhile wait.
  return hit ? Promise.resolve(hit.total) : counting;
}

function recount(memo: Memo, key: string, count: () => Promise<number>, now: number): Promise<number> {
  const started = memo.generation;
  const counting = count()
    .then((total) => {
      // A write that finished while counting may be missing from this total: answer it, keep it not.
      if (started === memo.generation) {
        if (memo.totals.size >= MAX_ENTRIES) memo.totals.clear();
        memo.totals.set(key, { total, expires: now + TTL_MS });
      }
      return total;
    })
    .finally(() => {
      if (memo.running.get(key) === counting) memo.running.delete(key);
    });
  memo.running.set(key, counting);
  // A recount nobody waits for may fail unseen; the next request counts again.
  counting.catch(() => undefined);
  return counting;
}

/** Dropped by every client write of this server: `cmd.invalidates(clientTotals)`. */
export const clientTotals: WriteCache = {
  invalidate(ctx) {
    const memo = memoOf(ctx.db);
    memo.generation += 1;
    memo.totals.clear();
    // A count that started before the write may miss it: later requests count afresh.
    memo.running.clear();
  },
};
