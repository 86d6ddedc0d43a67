/**
 * Calls of find and recode (`/api/v1/recode`); every answer is parsed with the domain's contract,
 * so a server that drifts from it fails loudly here.
 */
import {
  codingJobAnswerSchema,
  recodePreviewAnswerSchema,
  recodeSearchAnswerSchema,
  recodeUndoAnswerSchema,
  type RecodeRequest,
  type RecodeSearchRequest,
} from '@ledgerdesk/domain';
import { api } from '../../app/http/client';

const BASE = '/api/v1/recode';

export function searchPostedLines(body: RecodeSearchRequest, signal?: AbortSignal) {
  return api(recodeSearchAnswerSchema, `${BASE}/search`, { method: 'POST', body, signal });
}

export async function previewRecode(body: RecodeRequest) {
  return (await api(recodePreviewAnswerSchema, `${BASE}/preview`, { method: 'POST', body })).data;
}

/** Queues the recode: the answer is its job (features/coding/codingJob.ts follows it). */
export async function applyRecode(body: RecodeRequest) {
  return (await api(codingJobAnswerSchema, `${BASE}/apply`, { method: 'POST', body })).data;
}

export async function undoRecode(runId: string) {
  return (await api(recodeUndoAnswerSchema, `${BASE}/runs/${encodeURIComponent(runId)}/undo`, { method: 'POST' })).data;
}
