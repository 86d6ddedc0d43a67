/**
 * The worker thread that holds the embedded database (pglite-thread.ts starts it and is the only
 * one that talks to it). Requests come one at a time from the main thread, which keeps PGlite's
 * one session in order; each is answered with the parsed rows, so the main thread only copies
 * them in. Notifications (LISTEN, for the job queue) go back as they arrive.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface ThreadStart {
  /** Undefined keeps the database in memory. */
  dataDir: string | undefined;
  /** A dump to start from (dumpDataDir's tar), moved to the thread. */
  loadDataDir: ArrayBuffer | undefined;
}

/** What the main thread asks; each goes with an id its answer carries back. */
export type ThreadCall =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'object' | 'array'; textTypes: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

export type ThreadRequest = ThreadCall & { id: number };

/** What the main thread needs of a failed statement: PostgreSQL's fields, which callers test (code, constraint). */
export interface ThreadError {
  message: string;
  fields: Record<string, string | number>;
}

export type ThreadAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }
  | { notify: string; payload: string }
  | { ready: true };

export type ThreadResults = Pick<Results, 'rows' | 'fields' | 'affectedRows'>;

const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

function describe(error: unknown): ThreadError {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const name of ERROR_FIELDS) {
    const value = source[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

function copyOut({ rows, fields, affectedRows }: Results): ThreadResults {
  return { rows, fields, affectedRows };
}

if (!parentPort) throw new Error('pglite.worker.ts runs only as a worker thread');
const port: MessagePort = parentPort;
const start = workerData as ThreadStart;
const pglite = await PGlite.create(start.dataDir ?? 'memory://', {
  extensions: { pg_trgm },
  ...(start.loadDataDir && { loadDataDir: new Blob([start.loadDataDir]) }),
});
const unlisteners = new Map<string, () => Promise<void>>();

async function answer(request: ThreadRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      // Types the caller wants as PostgreSQL wrote them (drizzle keeps dates and times as text).
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, (text: string) => text]));
      return { value: copyOut(await pglite.query(request.sql, request.params, { rowMode: request.rowMode, parsers })) };
    }
    case 'exec':
      return { value: (await pglite.exec(request.sql)).map(copyOut) };
    case 'listen': {
      const channel = request.channel;
      if (!unlisteners.has(channel))
        unlisteners.set(channel, await pglite.listen(channel, (payload) => port.postMessage({ notify: channel, payload })));
      return { value: null };
    }
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return { value: null };
    case 'dump': {
      const bytes = await (await pglite.dumpDataDir('none')).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      await pglite.close();
      return { value: null };
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    ({ value, transfer }) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadAnswer, transfer),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies ThreadAnswer),
  );
});
port.postMessage({ ready: true } satisfies ThreadAnswer);
