/**
 * The worker thread that reads statements (statement-parsing.ts starts it): XLSX unpacking and
 * parsing a large file take seconds of CPU, which on the main thread would stall every other
 * request. Errors go back as their name, message and line; the main thread rebuilds them.
 */
import { parentPort } from 'node:worker_threads';
import { StatementParseError, type Message } from '@ledgerdesk/domain';
import { readStatement, type StatementUpload } from './statement-reader.js';

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

export type StatementJobResult =
  { id: number; ok: true; value: Awaited<ReturnType<typeof readStatement>> } | { id: number; ok: false; error: StatementJobError };

const port = parentPort;
if (!port) throw new Error('statement.worker.ts runs only as a worker thread');

port.on('message', (job: StatementJob) => {
  const { bytes, ...rest } = job.upload;
  readStatement({ ...rest, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }).then(
    (value) => port.postMessage({ id: job.id, ok: true, value } satisfies StatementJobResult),
    (err: unknown) => {
      const { name, message, line, kind }: StatementJobError = err instanceof Error ? err : new Error(String(err));
      const problem = err instanceof StatementParseError ? err.problem : undefined;
      port.postMessage({ id: job.id, ok: false, error: { name, message, line, kind, problem } } satisfies StatementJobResult);
    },
  );
});
