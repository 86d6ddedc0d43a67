/**
 * A transaction that also holds what may only happen once it has committed, such as realtime
 * emits. A write that needs an emit registers it on the transaction it writes in, so a caller
 * cannot forget to send it, and nothing is sent for a transaction that rolled back.
 */
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';

export type AfterCommit = (ctx: AppContext) => Promise<void> | void;

export interface Tx {
  /** The open transaction: run every query of the command through it. */
  readonly db: Db;
  /** Runs `effect` after the commit, in registration order; refused once the transaction has ended. */
  afterCommit(effect: AfterCommit): void;
}

export async function inTransaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const effects: AfterCommit[] = [];
  let open = true;
  let result: T;
  try {
    result = await ctx.db.transaction((db) =>
      work({
        db,
        afterCommit(effect) {
          if (!open) throw new Error('afterCommit called on a transaction that has already ended');
          effects.push(effect);
        },
      }),
    );
  } finally {
    open = false;
  }
  for (const effect of effects) {
    // The change is committed whatever happens here; a client that misses an event re-fetches
    // on reconnect, so a failed effect is logged rather than turned into a failed request.
    try {
      await effect(ctx);
    } catch (err) {
      ctx.log.error({ err }, 'after-commit effect failed');
    }
  }
  return result;
}
