/**
 * Where a statement is read: small text files on the main thread (a worker round trip would
 * cost more than the parse), spreadsheets and large files on one worker thread, so an import of
 * 100,000 lines never stalls the other requests. The worker starts on first use, is shared by
 * the process, stops after a quiet minute, and is bounded in heap and time: a file that
 * exhausts either is refused and the worker replaced.
 */
import { Worker } from 'node:worker_threads';
import { message, StatementParseError, type ParsedTransaction } from '@ledgerdesk/domain';
import { workerSource } from '../../platform/worker-source.js';
import { ArchiveRefusedError } from '../../platform/zip-guard.js';
import type { StatementJob, StatementJobError, StatementJobResult, StatementPieceTaken } from './statement.worker.js';
import { isXlsx, readStatement, type ReadStatement, type StatementUpload } from './statement-reader.js';
import { checkWorkbookArchive } from './xlsx-rows.js';

export const STATEMENT_WORKER_LIMITS = {
  /** Text statements up to this size are read on the main thread (a 256 KB CSV parses in a few ms). */
  inlineMaxBytes: 256 * 1024,
  /** The worker's JavaScript heap; past it the worker dies and the file is refused. */
  heapMb: 1024,
  /** One file's longest read. */
  timeoutMs: 120_000,
  idleMs: 60_000,
} as const;

interface Pending {
  /** The transactions come ahead of the statement, by account. */
  rows: Map<number, ParsedTransaction[]>;
  resolve: (value: ReadStatement) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

function rebuildError(error: StatementJobError): Error {
  if (error.name === 'ArchiveRefusedError') return new ArchiveRefusedError(error.message, error.kind);
  if (error.name === 'StatementParseError' && error.problem) return new StatementParseError(error.problem, error.line);
  return new Error(error.message);
}

function createStatementWorker() {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const stop = (reason: Error) => {
    const current = worker;
    worker = undefined;
    for (const job of pending.values()) {
      clearTimeout(job.timer);
      job.reject(reason);
    }
    pending.clear();
    void current?.terminate();
  };

  const start = (): Worker => {
    const started = new Worker(workerSource('statement.worker.js', new URL('./statement.worker.ts', import.meta.url)), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: STATEMENT_WORKER_LIMITS.heapMb },
    });
    started.unref();
    started.on('message', (result: StatementJobResult) => {
      const job = pending.get(result.id);
      if (!job) return;
      if ('rows' in result) {
        const { account, transactions } = result.rows;
        const held = job.rows.get(account);
        if (held) for (const row of transactions) held.push(row);
        else job.rows.set(account, transactions);
        started.postMessage({ taken: result.id } satisfies StatementPieceTaken);
        return;
      }
      pending.delete(result.id);
      clearTimeout(job.timer);
      if (result.ok) {
        const accounts = result.value.statement.accounts.map((account, index) => ({ ...account, transactions: job.rows.get(index) ?? [] }));
        job.resolve({ ...result.value, statement: { ...result.value.statement, accounts } });
      } else job.reject(rebuildError(result.error));
      if (pending.size === 0) idle = setTimeout(() => stop(new Error('statement worker stopped')), STATEMENT_WORKER_LIMITS.idleMs).unref();
    });
    const lost = (err?: Error) => {
      if (worker !== started) return;
      // Out of heap is the likely cause; whatever it was, the file is what made it fall over.
      if (err) stop(new StatementParseError(message('statements.tooComplex')));
      else stop(new Error('statement worker exited'));
    };
    started.on('error', lost);
    started.on('exit', () => lost(new Error('exit')));
    return started;
  };

  return {
    pending: () => pending.size,
    read(upload: StatementUpload): Promise<ReadStatement> {
      clearTimeout(idle);
      worker ??= start();
      const running = worker;
      const id = nextId++;
      return new Promise<ReadStatement>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (worker === running) stop(new StatementParseError(message('statements.tooSlow')));
        }, STATEMENT_WORKER_LIMITS.timeoutMs);
        pending.set(id, { rows: new Map(), resolve, reject, timer });
        // A copy: the upload's buffer may be a slice of a larger pooled one.
        const bytes = new Uint8Array(new ArrayBuffer(upload.bytes.byteLength));
        bytes.set(upload.bytes);
        const job: StatementJob = { id, upload: { ...upload, bytes } };
        running.postMessage(job, [bytes.buffer]);
      });
    },
  };
}

let shared: ReturnType<typeof createStatementWorker> | undefined;

/** Files given to the worker and not read yet, across the process (a metric). */
export const pendingStatementReads = (): number => shared?.pending() ?? 0;

/**
 * readStatement, off the main thread when it would block it. An archive whose directory
 * declares too much is refused here, before the worker is even asked.
 */
export function parseStatementFile(upload: StatementUpload): Promise<ReadStatement> {
  const spreadsheet = isXlsx(upload.bytes, upload.fileName);
  if (spreadsheet) checkWorkbookArchive(upload.bytes, { inflating: false });
  if (!spreadsheet && upload.bytes.length <= STATEMENT_WORKER_LIMITS.inlineMaxBytes) return readStatement(upload);
  shared ??= createStatementWorker();
  return shared.read(upload);
}
