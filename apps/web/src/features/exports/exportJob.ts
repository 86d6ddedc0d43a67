/**
 * Exports run as background jobs (ADR 0015): starting one answers the job, which is then followed
 * until it ends, from GET /api/v1/export-jobs/:id kept current by the '/file-convert' socket's
 * `export_job` events and read again every few seconds while it runs. Its id is kept in the tab's
 * session storage, so a reload finds it; once done its file is downloaded with the bearer header.
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, buildUrl } from '../../app/http/client';
import { errorFromResponse } from '../../app/http/errors';
import { openSocket } from '../../app/http/socket';
import { attachmentName, saveBlob } from '../../ui/download';
import { session, useAuthState } from '../auth/session';

const READ_AGAIN_MS = 2_000;
const STORED = 'ledgerdesk.exportJob.';

export const isFinished = (job: ExportJob | undefined) => job?.state === 'done' || job?.state === 'failed';

const jobKey = (id: string) => ['exports', 'job', id] as const;

export async function startLedgerExport(businessId: string, body: { format: LedgerExportFormat; from?: string; to?: string }) {
  return (await api(exportJobAnswerSchema, `/api/v1/businesses/${businessId}/export/jobs`, { method: 'POST', body })).data;
}

export async function startReportExport(businessId: string, type: ReportType, body: ReportQuery & { format: ReportFileFormat }) {
  return (await api(exportJobAnswerSchema, `/api/v1/businesses/${businessId}/reports/${type}/export-jobs`, { method: 'POST', body })).data;
}

/** The export a screen started (`where` names the screen), kept for a reload of the tab. */
export function rememberedExport(where: string): string | null {
  return sessionStorage.getItem(STORED + where);
}

export function rememberExport(where: string, id: string | null): void {
  if (id === null) sessionStorage.removeItem(STORED + where);
  else sessionStorage.setItem(STORED + where, id);
}

/** Fetches the job's file with the bearer header (a plain link would not carry it) and saves it. */
export async function downloadExportFile(job: ExportJob): Promise<void> {
  const token = session.token();
  const response = await fetch(buildUrl(`/api/v1/export-jobs/${encodeURIComponent(job.id)}/file`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the status alone says what went wrong.
    }
    throw errorFromResponse(response.status, body);
  }
  saveBlob(await response.blob(), attachmentName(response, job.fileName ?? `export-${job.id}`));
}

/** The job as it is now (undefined until first read). */
export function useExportJob(id: string | null): ExportJob | undefined {
  const { accessToken } = useAuthState();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKey(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api(exportJobAnswerSchema, `/api/v1/export-jobs/${encodeURIComponent(id ?? '')}`, { signal })).data,
    enabled: id !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : READ_AGAIN_MS),
  });
  useEffect(() => {
    if (!accessToken || id === null) return undefined;
    const socket = openSocket('/file-convert', accessToken, { reconnectionDelayMax: 10_000 });
    socket.on('export_job', (raw: unknown) => {
      const parsed = exportJobSchema.safeParse(raw);
      if (parsed.success && parsed.data.id === id) queryClient.setQueryData(jobKey(id), parsed.data);
    });
    return () => {
      socket.disconnect();
    };
  }, [accessToken, id, queryClient]);
  return query.data;
}
