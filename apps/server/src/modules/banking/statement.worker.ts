/**
 * The worker thread that reads statements (statement-parsing.ts starts it): XLSX unpacking and
 * parsing a large file take seconds of CPU, which on the main thread would stall every other
 * request. Errors go back as their name, message and line; the main thread rebuilds them.
 */
import { parentPort } from 'node:worker_threads';
import { StatementParseError, type Message, type ParsedTransaction } from '@ledgerdesk/domain';
import { readStatement, type ReadStatement, type StatementUpload } from './statement-reader.js';

export interface StatementJob {
  id: number;
  upload: Omit<StatementUpload, 'bytes'> & { bytes: Uint8Array };
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
 */
export const ROWS_PER_MESSAGE = 2000;

export type StatementJobResult =
  | { id: number; ok: true; rows: { account: number; transactions: ParsedTransaction[] } }
  | { id: number; ok: true; value: ReadStatement }
  | { id: number; ok: false; error: StatementJobError };

const port = parentPort;
if (!port) throw new Error('statement.worker.ts runs only as a worker thread');

port.on('message', (job: StatementJob) => {
  const { bytes, ...rest } = job.upload;
  readStatement({ ...rest, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }).then(
    (value) => {
      const accounts = value.statement.accounts.map((account, index) => {
        for (let at = 0; at < account.transactions.length; at += ROWS_PER_MESSAGE) {
          const transactions = account.transactions.slice(at, at + ROWS_PER_MESSAGE);
          port.postMessage({ id: job.id, ok: true, rows: { account: index, transactions } } satisfies StatementJobResult);
        }
        return { ...account, transactions: [] };
      });
      port.postMessage({
        id: job.id,
        ok: true,
        value: { ...value, statement: { ...value.statement, accounts } },
      } satisfies StatementJobResult);
    },
    (err: unknown) => {
      const { name, message, line, kind }: StatementJobError = err instanceof Error ? err : new Error(String(err));
      const problem = err instanceof StatementParseError ? err.problem : undefined;
      port.postMessage({ id: job.id, ok: false, error: { name, message, line, kind, problem } } satisfies StatementJobResult);
    },
  );
});
