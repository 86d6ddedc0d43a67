/** An export job as its starter sees it, from what pg-boss keeps of it (state, data, output). */
import {
  EXPORT_FILE_HOURS,
  message,
  type AccountLanguage,
  type ExportJob,
  type LedgerExportFormat,
  type ReportFileFormat,
  type ReportQuery,
  type ReportType,
} from '@ledgerdesk/domain';
import type { StoredJob } from '../../platform/jobs.js';
import { presentUserJob } from '../../platform/user-jobs.js';

export type ExportWork =
  | { kind: 'ledger'; businessId: string; format: LedgerExportFormat; query: { from?: string | undefined; to?: string | undefined } }
  | { kind: 'report'; businessId: string; report: ReportType; format: ReportFileFormat; query: ReportQuery };

/** What a job carries: the export, who started it (the only one who hears of it or may download it) and in which language. */
export type ExportJobData = ExportWork & { actorId: string; language: AccountLanguage };

/** Where the finished file is kept, what it is, and the journal lines it holds (a ledger export's; null for a report). */
export interface ExportFile {
  key: string;
  fileName: string;
  contentType: string;
  bytes: number;
  lines: number | null;
}

/** What a job ends with: its file, or the reason it failed. */
export type ExportOutput = ExportFile | { error: string };

/** How long a job's file is kept, from when the export was asked for. */
export const FILE_KEPT_MS = EXPORT_FILE_HOURS * 3_600_000;

export const expiryOf = (createdOn: Date): Date => new Date(createdOn.getTime() + FILE_KEPT_MS);

export const blankJob = (id: string, work: ExportWork): ExportJob => ({
  id,
  kind: work.kind,
  report: work.kind === 'report' ? work.report : null,
  format: work.format,
  state: 'running',
  lines: null,
  total: null,
  fileName: null,
  bytes: null,
  expiresAt: null,
  error: null,
});

export const fileOf = (job: StoredJob<ExportJobData>): ExportFile | undefined => {
  const output = job.output as Partial<ExportFile> | null;
  return job.state === 'completed' && output?.key ? (output as ExportFile) : undefined;
};

export const doneJob = (job: ExportJob, file: ExportFile, createdOn: Date): ExportJob => ({
  ...job,
  state: 'done',
  lines: file.lines,
  total: file.lines,
  fileName: file.fileName,
  bytes: file.bytes,
  expiresAt: expiryOf(createdOn).toISOString(),
});

export function presentExportJob(job: StoredJob<ExportJobData>): ExportJob {
  const blank = blankJob(job.id, job.data);
  const completed = (): ExportJob => {
    const file = fileOf(job);
    if (file) return doneJob(blank, file, job.createdOn);
    return { ...blank, state: 'failed', error: (job.output as { error?: string } | null)?.error ?? null };
  };
  return presentUserJob(job, blank, completed, message('exports.jobFailed'));
}
