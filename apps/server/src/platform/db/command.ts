/**
 * The one way a write runs. `command` owns the transaction, the audit records written inside
 * it, what may only happen once it has committed (realtime events, mail) and the caches the
 * write makes stale. A service states its steps on the command and cannot forget the rest:
 * nothing is emitted for a transaction that rolled back, and no change commits without the
 * audit record it was given.
 */
import type { AppContext } from '../context.js';
import { auditLogs } from './audit.tables.js';
import type { Db } from './client.js';

export type AfterCommit = (ctx: AppContext) => Promise<void> | void;

/** Something a server keeps for speed that a write can make stale (see clients' list totals). */
export interface WriteCache {
  invalidate(ctx: AppContext): void;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Who did it, when not the command's actor (an invitee activating their own account, say). */
  actorId?: string | null;
}

/** What every write can do: query in its transaction and record what it changed. */
export interface AuditedWrite {
  /** The open transaction: run every query of the write through it. */
  readonly db: Db;
  /** Writes an audit record in the transaction, so it exists exactly when the change does. */
  audit(record: AuditRecord): Promise<void>;
}

export interface Command extends AuditedWrite {
  /** Runs `effect` after the commit, in registration order; refused once the transaction has ended. */
  afterCommit(effect: AfterCommit): void;
  /** Drops `cache` when the transaction ends, committed or not: a read meanwhile may have seen half of it. */
  invalidates(cache: WriteCache): void;
}

/** The user a write is done for, or null for the system (scheduled purges, public upload links). */
export type Actor = { readonly id: string } | null;

function audited(db: Db, actor: Actor): AuditedWrite {
  return {
    db,
    async audit({ actorId = actor?.id ?? null, entityId = null, before = null, after = null, action, entity }) {
      await db.insert(auditLogs).values({ actorId, action, entity, entityId, before, after });
    },
  };
}

export async function command<T>(ctx: AppContext, actor: Actor, work: (cmd: Command) => Promise<T>): Promise<T> {
  const effects: AfterCommit[] = [];
  const caches = new Set<WriteCache>();
  let open = true;
  let result: T;
  try {
    result = await ctx.db.transaction((db) =>
      work({
        ...audited(db, actor),
        afterCommit(effect) {
          if (!open) throw new Error('afterCommit called on a command that has already ended');
          effects.push(effect);
        },
        invalidates(cache) {
          caches.add(cache);
        },
      }),
    );
  } finally {
    open = false;
    for (const cache of caches) cache.invalidate(ctx);
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

/**
 * The same pipeline, without effects or caches, for the writes that run where there is no request
 * and nobody to tell: start-up steps (reference data, backfills) and a default made the first
 * time it is needed (a business's chart). Inside a transaction it runs as a savepoint of it.
 */
export function auditedWrite<T>(db: Db, actor: Actor, work: (write: AuditedWrite) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(audited(tx, actor)));
}

/**
 * Reads that must agree with each other (a report's accounts and its sums) from one snapshot,
 * in a read-only transaction: a write committing between them cannot tear the answer.
 */
export function readSnapshot<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
