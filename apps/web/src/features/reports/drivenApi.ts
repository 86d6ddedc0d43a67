/**
 * Calls of the report builder: saved reports of a business, their embed links, and the public
 * answer of an embed token. The report itself is parsed with the domain's report contract.
 */
import {
  dataAnswer,
  DRIVEN_PERIOD_PRESETS,
  drivenReportSchema,
  embedLinkSchema,
  publicDrivenReportSchema,
  type DrivenDefinition,
  type DrivenPeriodPreset,
  type DrivenReportDto,
  type PublicDrivenReport,
  type ReportColumnKey,
} from '@ledgerdesk/domain';
import { z } from 'zod';
import { api } from '../../app/http/client';

export const DRIVEN_PRESETS = DRIVEN_PERIOD_PRESETS;
export type { DrivenDefinition, DrivenPeriodPreset as DrivenPreset, PublicDrivenReport };

/** The columns the builder offers; the server accepts more (for its exports). */
export const DRIVEN_COLUMNS = ['code', 'amount', 'debit', 'credit', 'net', 'gst', 'gross'] as const satisfies readonly ReportColumnKey[];
export type DrivenColumn = (typeof DRIVEN_COLUMNS)[number];

export type SavedReport = DrivenReportDto;

export async function listDrivenReports(businessId: string): Promise<SavedReport[]> {
  const answer = await api(dataAnswer(z.array(drivenReportSchema)), `/api/v1/businesses/${businessId}/driven-reports`);
  return answer.data;
}

export async function saveDrivenReport(businessId: string, name: string, definition: DrivenDefinition): Promise<SavedReport> {
  const answer = await api(dataAnswer(drivenReportSchema), `/api/v1/businesses/${businessId}/driven-reports`, {
    method: 'POST',
    body: { name, definition },
  });
  return answer.data;
}

export async function createEmbedLink(reportId: string) {
  const answer = await api(dataAnswer(embedLinkSchema), `/api/v1/driven-reports/${reportId}/embed-link`, {
    method: 'POST',
    body: {},
  });
  return answer.data;
}

export async function openEmbeddedReport(token: string): Promise<PublicDrivenReport> {
  const answer = await api(dataAnswer(publicDrivenReportSchema), '/api/v1/public/driven-reports', { query: { token } });
  return answer.data;
}
