/**
 * Calls of the report builder: saved reports of a business, their embed links, and the public
 * answer of an embed token. The report itself is parsed with the domain's report contract.
 */
import { REPORT_BASES, REPORT_COMPARES, REPORT_TYPES, reportDataSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api } from '../../app/http/client';

export const DRIVEN_PRESETS = ['this-month', 'last-month', 'this-quarter', 'last-quarter', 'this-financial-year', 'last-financial-year'] as const;
export type DrivenPreset = (typeof DRIVEN_PRESETS)[number];

/** The columns the builder offers; the server accepts more (for its exports). */
export const DRIVEN_COLUMNS = ['code', 'amount', 'debit', 'credit', 'net', 'gst', 'gross'] as const;
export type DrivenColumn = (typeof DRIVEN_COLUMNS)[number];

const isoDate = z.iso.date();

const definitionSchema = z.object({
  type: z.enum(REPORT_TYPES),
  period: z.union([z.object({ preset: z.enum(DRIVEN_PRESETS) }), z.object({ from: isoDate, to: isoDate })]),
  compare: z.enum(REPORT_COMPARES),
  basis: z.enum(REPORT_BASES).optional(),
  columns: z.array(z.string()),
});
export type DrivenDefinition = z.infer<typeof definitionSchema>;

const savedSchema = z.object({
  id: z.string(),
  name: z.string(),
  definition: definitionSchema,
  resolvedPeriod: z.object({ from: isoDate, to: isoDate }),
  createdAt: z.string(),
});
export type SavedReport = z.infer<typeof savedSchema>;

export async function listDrivenReports(businessId: string): Promise<SavedReport[]> {
  const answer = await api(z.object({ data: z.array(savedSchema) }), `/api/v1/businesses/${businessId}/driven-reports`);
  return answer.data;
}

export async function saveDrivenReport(businessId: string, name: string, definition: DrivenDefinition): Promise<SavedReport> {
  const answer = await api(z.object({ data: savedSchema }), `/api/v1/businesses/${businessId}/driven-reports`, { method: 'POST', body: { name, definition } });
  return answer.data;
}

export async function createEmbedLink(reportId: string) {
  const answer = await api(z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }), `/api/v1/driven-reports/${reportId}/embed-link`, { method: 'POST', body: {} });
  return answer.data;
}

const publicSchema = z.object({
  name: z.string(),
  businessName: z.string(),
  definition: definitionSchema,
  brand: z.object({ name: z.string(), primaryColor: z.string() }),
  report: reportDataSchema,
});
export type PublicDrivenReport = z.infer<typeof publicSchema>;

export async function openEmbeddedReport(token: string): Promise<PublicDrivenReport> {
  const answer = await api(z.object({ data: publicSchema }), '/api/v1/public/driven-reports', { query: { token } });
  return answer.data;
}
