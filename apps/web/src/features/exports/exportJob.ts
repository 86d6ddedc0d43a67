/**
 * Exports run as background jobs (ADR 0015): starting one answers the job, which is then followed
 * until it ends, from GET /api/v1/export-jobs/:id kept current by the '/file-convert' socket's
 * `export_job` events and read again every few seconds while it runs (app/http/jobs.ts). Its id is
 * kept in the tab's session storage, so a reload finds it; once done its file is downloaded with
 * the bearer header.
 */
import {
  exportJobAnswerSchema,
  exportJobSchema,
  type ExportJob,
  type LedgerExportFormat,
  type ReportFileFormat,
  type ReportQuery,
  type ReportType,
} from '@ledgerdesk/domain';
import { api, fetchFile } from '../../app/http/client';
import { jobMemory, useFollowedJob } from '../../app/http/jobs';
import { attachmentName, saveBlob } from '../../ui/download';

const memory = jobMemory('ledgerdesk.exportJob.');

export async function startLedgerExport(businessId: string, body: { format: LedgerExportFormat; from?: string; to?: string }) {
  return (await api(exportJobAnswerSchema, `/api/v1/businesses/${businessId}/export/jobs`, { method: 'POST', body })).data;
}

export async function startReportExport(businessId: string, type: ReportType, body: ReportQuery & { format: ReportFileFormat }) {
  return (await api(exportJobAnswerSchema, `/api/v1/businesses/${businessId}/reports/${type}/export-jobs`, { method: 'POST', body })).data;
}

/** The export a screen started (`where` names the screen), kept for a reload of the tab. */
export const rememberedExport = memory.recall;
export const rememberExport = memory.keep;

/** Fetches the job's file with the bearer header (a plain link would not carry it) and saves it. */
export async function downloadExportFile(job: ExportJob): Promise<void> {
  const response = await fetchFile(`/api/v1/export-jobs/${encodeURIComponent(job.id)}/file`);
  saveBlob(await response.blob(), attachmentName(response, job.fileName ?? `export-${job.id}`));
}

const EXPORT_JOB = {
  key: ['exports', 'job'],
  read: async (id: string, signal: AbortSignal) =>
    (await api(exportJobAnswerSchema, `/api/v1/export-jobs/${encodeURIComponent(id)}`, { signal })).data,
  event: 'export_job',
  schema: exportJobSchema,
} as const;

/** The job as it is now (undefined until first read). */
export const useExportJob = (id: string | null): ExportJob | undefined => useFollowedJob(id, EXPORT_JOB);
