/**
 * A saved report of the report builder (/driven-report): which report, over which period (a
 * preset that moves with today, or a fixed range), compared with what, and which columns.
 */
import { REPORT_BASES, REPORT_COMPARES, REPORT_TYPES, reportDataSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { REPORT_COLUMN_KEYS } from '../export/document.js';
import { exportFormatSchema } from '../export/export.http.js';

export const PERIOD_PRESETS = ['this-month', 'last-month', 'this-quarter', 'last-quarter', 'this-financial-year', 'last-financial-year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const isoDate = z.iso.date();

export const drivenPeriodSchema = z.union([
  z.object({ preset: z.enum(PERIOD_PRESETS) }),
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

const name = z.string().trim().min(1, 'Give the report a name.').max(120);

export const createDrivenReportSchema = z.object({ name, definition: drivenDefinitionSchema });
export const updateDrivenReportSchema = z
  .object({ name: name.optional(), definition: drivenDefinitionSchema.optional() })
  .refine((body) => body.name !== undefined || body.definition !== undefined, { message: 'Send a name or a definition to change.' });
export type UpdateDrivenReportInput = z.infer<typeof updateDrivenReportSchema>;

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

export const embedLinkBodySchema = z.object({ expiresInHours: z.number().int().min(1).max(24 * 90).default(24) });
export const embedLinkSchema = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });

export const publicDrivenQuerySchema = z.object({ token: z.string().min(1).max(2000), format: exportFormatSchema.optional() });

/** What the embedded page (/driven-report/iframe) renders: no ids beyond the report's own. */
export const publicDrivenReportSchema = z.object({
  name: z.string(),
  businessName: z.string(),
  definition: drivenDefinitionSchema,
  brand: z.object({ name: z.string(), primaryColor: z.string() }),
  report: reportDataSchema,
});
export type PublicDrivenReport = z.infer<typeof publicDrivenReportSchema>;
