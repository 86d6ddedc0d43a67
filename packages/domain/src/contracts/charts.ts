/**
 * The chart-of-accounts answers of the API (charts, their accounts, an import's summary), declared
 * once: the server validates and documents with them, the web parses answers with them.
 */
import { z } from 'zod';
import { ACCOUNT_ROLES, ACCOUNT_SUBTYPES, ACCOUNT_TYPES } from '../accounts.js';
import { TAX_CODES } from '../ledger.js';
import { paginationSchema } from './clients.js';

export const CHART_KINDS = ['system', 'brand', 'business'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export const chartSchema = z.object({
  id: z.string(),
  kind: z.enum(CHART_KINDS),
  name: z.string(),
  brandId: z.string().nullable(),
  brandName: z.string().nullable(),
  businessId: z.string().nullable(),
  sourceChartId: z.string().nullable(),
  accountCount: z.number().int(),
  createdAt: z.string(),
});
export type ChartDto = z.infer<typeof chartSchema>;

export const accountSchema = z.object({
  id: z.string(),
  chartId: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  subtype: z.enum(ACCOUNT_SUBTYPES),
  taxCode: z.enum(TAX_CODES),
  description: z.string(),
  active: z.boolean(),
  systemRole: z.enum(ACCOUNT_ROLES).nullable(),
  /** Whether journal lines post to it (always false on a template): such an account can only be deactivated. */
  hasPostings: z.boolean(),
});
export type AccountDto = z.infer<typeof accountSchema>;

export const accountImportSummarySchema = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
export type AccountImportSummary = z.infer<typeof accountImportSummarySchema>;

export const chartAnswerSchema = z.object({ data: chartSchema });
export const chartListAnswerSchema = z.object({ data: z.array(chartSchema), pagination: paginationSchema });
export const brandChartAnswerSchema = z.object({ data: chartSchema.nullable() });
export const accountAnswerSchema = z.object({ data: accountSchema });
export const accountListAnswerSchema = z.object({ data: z.array(accountSchema), pagination: paginationSchema });
export const accountImportAnswerSchema = z.object({ data: accountImportSummarySchema });
