/**
 * A saved report of the report builder (/driven-report): which report, over which period (a
 * preset that moves with today, or a fixed range), compared with what, and which columns; its
 * embed link and the public answer of that link. Declared once for the server and the web.
 */
import { z } from 'zod';
import { isoDateSchema } from './dates.js';
import { REPORT_BASES, REPORT_COMPARES, REPORT_TYPES, reportDataSchema } from './reports.js';

/** What a column holds, whatever its heading says: a saved report (/driven-report) picks columns by these. */
export const REPORT_COLUMN_KEYS = [
  'code',
  'account',
  'label',
  'description',
  'date',
  'number',
  'source',
  'contact',
  'reference',
  'bankAccount',
  'taxCode',
  'debit',
  'credit',
  'amount',
  'gross',
  'gst',
  'net',
] as const;
export type ReportColumnKey = (typeof REPORT_COLUMN_KEYS)[number];

export const DRIVEN_PERIOD_PRESETS = [
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-financial-year',
  'last-financial-year',
] as const;
export type DrivenPeriodPreset = (typeof DRIVEN_PERIOD_PRESETS)[number];

const isoDate = isoDateSchema();

export const drivenPeriodSchema = z.union([
  z.object({ preset: z.enum(DRIVEN_PERIOD_PRESETS) }),
  z
    .object({ from: isoDate, to: isoDate })
    .refine((p) => p.from <= p.to, { message: 'The period starts after it ends: `from` must be on or before `to`.', path: ['from'] }),
]);
export type DrivenPeriod = z.infer<typeof drivenPeriodSchema>;

export const drivenDefinitionSchema = z.object({
  type: z.enum(REPORT_TYPES),
  period: drivenPeriodSchema,
  compare: z.enum(REPORT_COMPARES).default('none'),
  basis: z.enum(REPORT_BASES).optional(),
  /** Column keys to show; empty shows every column of the report. */
  columns: z.array(z.enum(REPORT_COLUMN_KEYS)).max(REPORT_COLUMN_KEYS.length).default([]),
});
export type DrivenDefinition = z.infer<typeof drivenDefinitionSchema>;

export const drivenReportSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  name: z.string(),
  definition: drivenDefinitionSchema,
  /** The dates the period means today (a preset moves with the calendar). */
  resolvedPeriod: z.object({ from: isoDate, to: isoDate }),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type DrivenReportDto = z.infer<typeof drivenReportSchema>;

export const embedLinkSchema = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });

/** What the embedded page (/driven-report/iframe) renders: no ids beyond the report's own. */
export const publicDrivenReportSchema = z.object({
  name: z.string(),
  businessName: z.string(),
  definition: drivenDefinitionSchema,
  brand: z.object({ name: z.string(), primaryColor: z.string() }),
  report: reportDataSchema,
});
export type PublicDrivenReport = z.infer<typeof publicDrivenReportSchema>;
