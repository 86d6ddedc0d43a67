/**
 * The worker thread that reads statements (statement-parsing.ts starts it): XLSX unpacking and
 * parsing a large file take seconds of CPU, which on the main thread would stall every other
 * request. Errors go back as their name, message and line; the main thread rebuilds them.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { StatementParseError, type Message, type ParsedTransaction } from '@ledgerdesk/domain';
import { readStatement, type ReadStatement, type StatementUpload } from './statement-reader.js';

export interface StatementJob {
  id: number;
  upload: Omit<StatementUpload, 'bytes'> & { bytes: Uint8Array };
}

/** The main thread has taken in job `taken`'s last piece of rows and wants the next. */
export interface StatementPieceTaken {
  taken: number;
}

export interface StatementJobError {
  name: string;
  message: string;
  line?: number | undefined;
  kind?: 'damaged' | 'tooLarge' | undefined;
  /** A StatementParseError's problem, to be said in the reader's language on the main thread. */
  problem?: Message | undefined;
}

/**
 * A read statement comes back in pieces: its accounts' transactions in messages of at most this
 * many, then the rest. The main thread deserialises each message in one go; 100,000 rows in one
 * took it 0.8-0.9 s under load, a stall of every request, where a piece takes a few ms.
 * A piece is sent only once the main thread has taken the one before: a port delivers every
 * message waiting for it in one turn of the event loop, so pieces sent all at once stalled it
 * as long as one big message would.
 */
export const ROWS_PER_MESSAGE = 2000;

export type StatementJobResult =
  | { id: number; ok: true; rows: { account: number; transactions: ParsedTransaction[] } }
  | { id: number; ok: true; value: ReadStatement }
  | { id: number; ok: false; error: StatementJobError };

if (!parentPort) throw new Error('statement.worker.ts runs only as a worker thread');
const port: MessagePort = parentPort;

const waitingForTaken = new Map<number, () => void>();
const taken = (id: number) => new Promise<void>((resolve) => waitingForTaken.set(id, resolve));

async function read(job: StatementJob): Promise<void> {
  const { bytes, ...rest } = job.upload;
  const value = await readStatement({ ...rest, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  const accounts = [];
  for (const [index, account] of value.statement.accounts.entries()) {
    for (let at = 0; at < account.transactions.length; at += ROWS_PER_MESSAGE) {
      const transactions = account.transactions.slice(at, at + ROWS_PER_MESSAGE);
      const next = taken(job.id);
      port.postMessage({ id: job.id, ok: true, rows: { account: index, transactions } } satisfies StatementJobResult);
      await next;
    }
    accounts.push({ ...account, transactions: [] });
  }
  port.postMessage({ id: job.id, ok: true, value: { ...value, statement: { ...value.statement, accounts } } } satisfies StatementJobResult);
}

port.on('message', (message: StatementJob | StatementPieceTaken) => {
  if ('taken' in message) {
    waitingForTaken.get(message.taken)?.();
    waitingForTaken.delete(message.taken);
    return;
  }
  read(message).catch((err: unknown) => {
    const { name, message: said, line, kind }: StatementJobError = err instanceof Error ? err : new Error(String(err));
    const problem = err instanceof StatementParseError ? err.problem : undefined;
    port.postMessage({ id: message.id, ok: false, error: { name, message: said, line, kind, problem } } satisfies StatementJobResult);
  });
});
