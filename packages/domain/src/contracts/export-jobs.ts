/**
 * Exports that can be large run as background jobs (ADR 0015, session 13): the POST answers 202
 * with the job, its progress comes on the '/file-convert' socket ('export_job', the same shape) to
 * its starter only, GET /api/v1/export-jobs/:id reads it again after a reload, and once done
 * GET /api/v1/export-jobs/:id/file downloads what it wrote, until the file expires.
 */
import { z } from 'zod';
import { JOB_STATES } from './coding-jobs.js';
import { reportDate, reportQuerySchema, REPORT_TYPES } from './reports.js';

/** A report as a file: PDF (with the brand), XLSX or CSV. */
export const REPORT_FILE_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** The ledger as an hledger journal or as CSV with one row per journal line. */
export const LEDGER_EXPORT_FORMATS = ['hledger', 'csv'] as const;
export type LedgerExportFormat = (typeof LEDGER_EXPORT_FORMATS)[number];

export const EXPORT_JOB_KINDS = ['ledger', 'report'] as const;
export type ExportJobKind = (typeof EXPORT_JOB_KINDS)[number];

/** A finished file is kept this long after the export was asked for, then removed. */
export const EXPORT_FILE_HOURS = 24;

export const ledgerExportJobRequestSchema = z.object({
  format: z.enum(LEDGER_EXPORT_FORMATS),
  from: reportDate.optional(),
  to: reportDate.optional(),
});
export type LedgerExportJobRequest = z.infer<typeof ledgerExportJobRequestSchema>;

export const reportExportJobRequestSchema = reportQuerySchema.extend({ format: z.enum(REPORT_FILE_FORMATS) });
export type ReportExportJobRequest = z.input<typeof reportExportJobRequestSchema>;

export const exportJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(EXPORT_JOB_KINDS),
  /** The report's type; null for a ledger export. */
  report: z.enum(REPORT_TYPES).nullable(),
  format: z.enum(['hledger', 'csv', 'pdf', 'xlsx'] as const satisfies readonly (LedgerExportFormat | ReportFileFormat)[]),
  state: z.enum(JOB_STATES),
  /** A ledger export's journal lines written so far and of how many (counted first); null for a report or until known. */
  lines: z.number().int().nullable(),
  total: z.number().int().nullable(),
  /** Once done: the file's name and size, and when it will be removed. */
  fileName: z.string().nullable(),
  bytes: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  /** Why it failed, in the starter's language. */
  error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const exportJobAnswerSchema = z.object({ data: exportJobSchema });
