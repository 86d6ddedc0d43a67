/**
 * The embedded database in a thread of its own (docs/decisions/0018-the-embedded-database-in-a-thread.md).
 * PGlite runs PostgreSQL in WebAssembly, synchronously: on the main thread each statement of a
 * 100,000-line import held the event loop, and health probes, sockets and every other request
 * waited seconds. Here a worker runs the statements and the main thread only sends them and
 * copies the rows back.
 *
 * PGlite is one session, so this side keeps it in order as PGlite itself does: a statement
 * outside a transaction waits its turn, and a transaction holds the session from BEGIN to
 * COMMIT or ROLLBACK. It offers what drizzle and the job queue use of a PGlite: query, exec,
 * transaction and listen.
 */
import { Worker } from 'node:worker_threads';
import { Mutex, type QueryOptions, type Results } from '@electric-sql/pglite';
import { workerSource } from '../worker-source.js';
import type { ThreadAnswer, ThreadCall, ThreadError, ThreadRequest, ThreadResults, ThreadStart } from './pglite.worker.js';

/** What a transaction's callback is given: statements in the open transaction. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

function rebuild(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields);
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  /** The session: held by one statement, or by a transaction from BEGIN to its end. */
  readonly #session = new Mutex();
  #nextId = 0;
  #stopped: Error | undefined;
  #lastAnswerAt = Date.now();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: ThreadAnswer) => this.#take(answer));
    worker.on('error', (error: Error) => this.#stop(new Error(`embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => this.#stop(new Error(`embedded database stopped (exit ${code})`)));
    worker.unref();
  }

  static async open(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteThread> {
    const dump = loadDataDir && (await loadDataDir.arrayBuffer());
    const workerData: ThreadStart = { dataDir, loadDataDir: dump };
    const worker = new Worker(workerSource('pglite.worker.js', new URL('./pglite.worker.ts', import.meta.url)), {
      eval: true,
      workerData,
      transferList: dump ? [dump] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const ready = (answer: ThreadAnswer) => {
        if (!('ready' in answer)) return;
        worker.off('message', ready).off('error', reject);
        resolve();
      };
      worker.on('message', ready).once('error', reject);
    });
    return new PgliteThread(worker);
  }

  /** Whether the session is taken now, how long ago the thread last answered, whether it has stopped. */
  activity(): { taken: boolean; answeredMsAgo: number; stopped: boolean } {
    return { taken: this.#session.isLocked(), answeredMsAgo: Date.now() - this.#lastAnswerAt, stopped: this.#stopped !== undefined };
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#session.runExclusive(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#session.runExclusive(() => this.#send<ThreadResults[]>({ op: 'exec', sql }));
  }

  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.#session.runExclusive(async () => {
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
        closed = true;
        await this.#send({ op: 'exec', sql: statement });
      };
      const tx: ThreadTransaction = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(sql, params ?? [], options);
        },
        exec: async (sql: string) => {
          open();
          return this.#send<ThreadResults[]>({ op: 'exec', sql });
        },
        rollback: () => end('ROLLBACK'),
        get closed() {
          return closed;
        },
      };
      await this.#send({ op: 'exec', sql: 'BEGIN' });
      try {
        const result = await work(tx);
        if (!closed) await end('COMMIT');
        return result;
      } catch (error) {
        if (!closed) await end('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const callbacks = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, callbacks);
    callbacks.add(callback);
    if (callbacks.size === 1) await this.#session.runExclusive(() => this.#send({ op: 'listen', channel }));
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0) await this.#session.runExclusive(() => this.#send({ op: 'unlisten', channel }));
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#session.runExclusive(() => this.#send<ArrayBuffer>({ op: 'dump' }))]);
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#session.runExclusive(() => this.#send({ op: 'close' }));
    this.#stop(new Error('embedded database closed'));
    await this.#worker.terminate();
  }

  #query<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    // Parsers are functions and stay on this side; the ones drizzle gives keep their types as text.
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.#send<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object', textTypes });
  }

  #send<T>(call: ThreadCall): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    // Referenced while a statement is out, so a script awaiting it is not ended early; idle, the
    // thread does not keep the process alive.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...call, id } satisfies ThreadRequest);
    });
  }

  #take(answer: ThreadAnswer): void {
    this.#lastAnswerAt = Date.now();
    if ('notify' in answer) {
      for (const callback of this.#listeners.get(answer.notify) ?? []) callback(answer.payload);
      return;
    }
    if (!('id' in answer)) return;
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(rebuild(answer.error));
  }

  #stop(reason: Error): void {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }
}
