/** Calls of the reports API: reports, their journal lines, exports, notes and locks. */
import {
  dataAnswer,
  pendingReportLocksPageSchema,
  reportDataSchema,
  reportLinesPageSchema,
  reportLockSchema,
  reportLockWarningsSchema,
  reportNoteSchema,
  type ReportBasis,
  type ReportCompare,
  type ReportData,
  type ReportFileFormat,
  type ReportType,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { api, request } from '../../app/http/client';
import type { DrillPeriod, DrillTarget } from './reportTable';

export interface Range {
  from: string;
  to: string;
}

export interface ReportParams extends Range {
  compare: ReportCompare;
  basis?: ReportBasis;
}

export async function getReport(businessId: string, type: ReportType, params: ReportParams): Promise<ReportData> {
  const answer = await api(dataAnswer(reportDataSchema), `/api/v1/businesses/${businessId}/reports/${type}`, {
    query: { ...params },
  });
  return answer.data;
}

export function getReportLines(businessId: string, target: DrillTarget, range: DrillPeriod) {
  return api(reportLinesPageSchema, `/api/v1/businesses/${businessId}/reports/lines`, {
    query: { ...target, from: range.from, to: range.to, limit: 200 },
  });
}

export async function saveReportToFiles(
  businessId: string,
  type: ReportType,
  params: ReportParams,
  format: ReportFileFormat,
): Promise<void> {
  await request(`/api/v1/businesses/${businessId}/reports/${type}/save`, { method: 'POST', body: { ...params, format } });
}

// ── Notes ─────────────────────────────────────────────────────────────────────────────────────

export async function listNotes(businessId: string, type: ReportType, range: Range) {
  const answer = await api(dataAnswer(z.array(reportNoteSchema)), `/api/v1/businesses/${businessId}/report-notes`, {
    query: { type, from: range.from, to: range.to },
  });
  return answer.data;
}

export async function addNote(businessId: string, type: ReportType, range: Range, body: string) {
  const answer = await api(dataAnswer(reportNoteSchema), `/api/v1/businesses/${businessId}/report-notes`, {
    method: 'POST',
    body: { type, from: range.from, to: range.to, body },
  });
  return answer.data;
}

// ── Locks ─────────────────────────────────────────────────────────────────────────────────────

/** The lock history of a report type, newest first. */
export async function listLocks(businessId: string, type: ReportType) {
  const answer = await api(dataAnswer(z.array(reportLockSchema)), `/api/v1/businesses/${businessId}/report-locks`, {
    query: { type },
  });
  return answer.data;
}

/** What a lock of the period would freeze unfinished: shown before the request is sent. */
export async function lockWarnings(businessId: string, range: Range) {
  const answer = await api(dataAnswer(reportLockWarningsSchema), `/api/v1/businesses/${businessId}/report-locks/warnings`, {
    query: { from: range.from, to: range.to },
  });
  return answer.data;
}

export async function requestLock(businessId: string, type: ReportType, range: Range, acknowledged: boolean) {
  const answer = await api(dataAnswer(reportLockSchema), `/api/v1/businesses/${businessId}/report-locks`, {
    method: 'POST',
    body: { type, from: range.from, to: range.to, ...(acknowledged ? { acknowledged } : {}) },
  });
  return answer.data;
}

export type LockDecision = 'approve' | 'reject' | 'unlock';

export async function decideLock(lockId: string, decision: LockDecision, reason?: string, acknowledged = false) {
  const body = { ...(reason === undefined ? {} : { reason }), ...(acknowledged ? { acknowledged } : {}) };
  const answer = await api(dataAnswer(reportLockSchema), `/api/v1/report-locks/${lockId}/${decision}`, { method: 'POST', body });
  return answer.data;
}

/** The approvals list: every waiting request the caller may approve. */
export function listPendingLocks(page: { skip: number; limit: number }) {
  return api(pendingReportLocksPageSchema, '/api/v1/report-locks/pending', { query: page });
}
