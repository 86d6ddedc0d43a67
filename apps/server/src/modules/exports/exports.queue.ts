/**
 * Exports that can be large run as jobs of one queue (ADR 0015, session 13): the request checks
 * scope, queues and answers 202; whichever node takes the job builds the same file the direct
 * download would, as the user who started it (reloaded: deactivated meanwhile, nothing is made),
 * streams it into storage under a new key, and completes the job with where it is. Its starter
 * alone hears how it goes on the '/file-convert' socket and alone may download it. A node killed
 * mid-export stops its heartbeat and another node makes the file again; a cluster-wide timer
 * removes files and their jobs EXPORT_FILE_HOURS after they were asked for.
 */
import { message, type ExportJob, type Permission } from '@ledgerdesk/domain';
import { Readable } from 'node:stream';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import type { JobAttempt, QueueSpec } from '../../platform/jobs.js';
import { realtimeEvent } from '../../platform/realtime/index.js';
import { runUserJob } from '../../platform/user-jobs.js';
import { countExportLines, exportLedger } from '../ledger/index.js';
import { exportReport } from '../reports/index.js';
import { actingUser } from '../users/index.js';
import { blankJob, doneJob, fileOf, FILE_KEPT_MS, type ExportFile, type ExportJobData } from './exports.presenter.js';

export const EXPORT_QUEUE = 'export-file';
export const EXPORT_PURGE = 'export-files-purge';

/** A business error fails the job at once; a crash, a storage that did not answer or a lost node is retried twice, 5 s apart. */
const SPEC = { retryLimit: 2, retryDelay: 5, heartbeatSeconds: 10, expireInSeconds: 3600 } satisfies QueueSpec;
const HOURLY = '17 * * * *';

export const PERMISSION_OF: Record<ExportJobData['kind'], Permission> = { ledger: 'ledger:read', report: 'reports:read' };

export const exportJobEvent = realtimeEvent<ExportJob>('/file-convert', 'export_job');

type Tell = (change: Partial<ExportJob>) => void;

/** Streams the ledger into storage month by month, telling the lines written of the lines counted first. */
async function storeLedger(ctx: AppContext, actor: AuthUser, data: Extract<ExportJobData, { kind: 'ledger' }>, tell: Tell) {
  let lines = 0;
  const file = await exportLedger(ctx, actor, data.businessId, data.format, data.query, data.language, (written) => {
    lines += written;
    tell({ lines });
  });
  tell({ lines: 0, total: await countExportLines(ctx.db, { businessId: data.businessId, ...data.query }) });
  let bytes = 0;
  async function* encoded() {
    for await (const chunk of file.chunks) {
      const buffer = Buffer.from(chunk, 'utf8');
      bytes += buffer.length;
      yield buffer;
    }
  }
  const key = await ctx.storage.put(Readable.from(encoded()), { contentType: file.contentType });
  return { key, fileName: file.fileName, contentType: file.contentType, bytes, lines };
}

/** A report file is laid out whole by its renderer (its size follows the chart or the period's lines), then stored. */
async function storeReport(ctx: AppContext, actor: AuthUser, data: Extract<ExportJobData, { kind: 'report' }>) {
  const file = await exportReport(ctx, actor, data.businessId, data.report, data.query, data.format, data.language);
  const key = await ctx.storage.put(file.bytes, { contentType: file.contentType });
  return { key, fileName: file.fileName, contentType: file.contentType, bytes: file.bytes.length, lines: null };
}

async function work(ctx: AppContext, data: ExportJobData, attempt: JobAttempt): Promise<void> {
  let job = blankJob(attempt.id, data);
  const tell: Tell = (change) => {
    job = { ...job, ...change };
    ctx.realtime.toUser(data.actorId, exportJobEvent, job);
  };
  const failure = {
    queue: EXPORT_QUEUE,
    attempt,
    retryLimit: SPEC.retryLimit,
    language: data.language,
    crashed: message('exports.jobFailed'),
  };
  await runUserJob(ctx.jobs, { ...failure, fail: (error) => tell({ state: 'failed', error }) }, async () => {
    const actor = await actingUser(ctx.db, data.actorId, PERMISSION_OF[data.kind]);
    if (!actor) throw Errors.forbidden();
    tell({ state: 'running' });
    const file: ExportFile = data.kind === 'ledger' ? await storeLedger(ctx, actor, data, tell) : await storeReport(ctx, actor, data);
    try {
      await ctx.jobs.settle(EXPORT_QUEUE, attempt, file);
    } catch (err) {
      // Another node took the job over and makes its own file: this one would never be found.
      await ctx.storage.remove(file.key);
      throw err;
    }
    tell(doneJob(job, file, attempt.createdOn));
  });
}

/** Removes the files, and the jobs, of exports asked for more than EXPORT_FILE_HOURS before `now`. */
export async function purgeExpiredExports(ctx: AppContext, now = new Date()): Promise<number> {
  const ended = await ctx.jobs.endedBefore<ExportJobData>(EXPORT_QUEUE, new Date(now.getTime() - FILE_KEPT_MS));
  for (const job of ended) {
    const file = fileOf(job);
    if (file) await ctx.storage.remove(file.key);
    await ctx.jobs.remove(EXPORT_QUEUE, job.id);
  }
  return ended.length;
}

export function defineExportJobs(ctx: AppContext): void {
  ctx.jobs.define<ExportJobData>(EXPORT_QUEUE, SPEC, (data, attempt) => work(ctx, data, attempt));
  ctx.jobs.every(EXPORT_PURGE, HOURLY, { retryLimit: 2, retryDelay: 60 }, async () => {
    const removed = await purgeExpiredExports(ctx);
    if (removed > 0) ctx.log.info({ removed }, 'expired exports removed');
  });
}
