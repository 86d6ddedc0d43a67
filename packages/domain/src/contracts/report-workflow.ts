/** What is done with a report beyond reading it: drilling into its lines, locking and approving it, and its notes. */
import { z } from 'zod';
import { TAX_CODES } from '../ledger.js';
import { paginationSchema } from './clients.js';
import { cents, GST_SUMMARY_LABELS, REPORT_TYPES, reportDataSchema, reportDate } from './reports.js';

// ── Drill-down ───────────────────────────────────────────────────────────────────────────────

/** The balance sheet's two earnings figures, which no single account holds. */
export const EARNINGS_FIGURES = ['retained', 'currentYear'] as const;
export type EarningsFigure = (typeof EARNINGS_FIGURES)[number];

/** The journal lines behind a figure: an account's, a tax code's, a BAS label's, or an earnings figure's. */
export const reportLinesQuerySchema = z.object({
  accountId: z.uuid().optional(),
  taxCode: z.enum(TAX_CODES).optional(),
  label: z.enum(GST_SUMMARY_LABELS).optional(),
  earnings: z.enum(EARNINGS_FIGURES).optional(),
  from: reportDate.optional(),
  to: reportDate,
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const reportLineSchema = z.object({
  lineId: z.number().int(),
  entryId: z.string(),
  entryNumber: z.number().int(),
  date: reportDate,
  narration: z.string(),
  source: z.string(),
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  taxCode: z.enum(TAX_CODES).nullable(),
  description: z.string().nullable(),
  /** Signed, debit positive. */
  amount: cents,
  gst: cents,
});
export type ReportLine = z.infer<typeof reportLineSchema>;

export const reportLinesPageSchema = z.object({
  data: z.array(reportLineSchema),
  pagination: paginationSchema,
  /** Signed sum of every matching line, not only this page. */
  total: cents,
});

// ── Lock and approve ─────────────────────────────────────────────────────────────────────────

/** Status keys of the labels Work in progress, Waiting to approval, Approved, Rejected, Unlocked. */
export const REPORT_STATUSES = ['work_in_progress', 'waiting_approval', 'approved', 'rejected', 'unlocked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What a lock would freeze that is not finished: a period whose last day is not over, bank lines
 * dated in it that are not coded yet, bank lines no reconciliation covers yet (an uncoded line is
 * one of those too: only coded lines can be reconciled). Any must be acknowledged by the requester
 * and by the approver, and only a Super Admin approves a period that has not ended.
 */
export const reportLockWarningsSchema = z.object({
  periodOpen: z.boolean(),
  uncodedLines: z.number().int().min(0),
  unreconciledLines: z.number().int().min(0),
});
export type ReportLockWarnings = z.infer<typeof reportLockWarningsSchema>;

export const hasLockWarnings = (w: ReportLockWarnings): boolean => w.periodOpen || w.uncodedLines > 0 || w.unreconciledLines > 0;

export const reportLockWarningsQuerySchema = z.object({ from: reportDate, to: reportDate });

export const reportLockRequestSchema = z.object({
  type: z.enum(REPORT_TYPES),
  from: reportDate,
  to: reportDate,
  /** The requester has read the warnings; required when there are any. */
  acknowledged: z.boolean().default(false),
});
export const reportLockApproveSchema = z.object({ acknowledged: z.boolean().default(false) });
export const reportLockReasonSchema = z.object({ reason: z.string().trim().min(1).max(2000) });

export const reportLockSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  type: z.enum(REPORT_TYPES),
  from: reportDate,
  to: reportDate,
  status: z.enum(REPORT_STATUSES),
  requestedById: z.string().nullable(),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected or unlocked. */
  reason: z.string().nullable(),
  /** The report as approved, frozen; null until approval. */
  snapshot: reportDataSchema.nullable(),
  /** Checked now, while the request waits; null once decided. */
  warnings: reportLockWarningsSchema.nullable(),
  /**
   * Whether the caller may approve or reject it: it waits, and their role approves or its
   * business's brand names them — the rule the approve and reject endpoints enforce.
   */
  mayDecide: z.boolean(),
});
export type ReportLock = z.infer<typeof reportLockSchema>;

/** A waiting request in the approvals list, across the businesses the approver sees. */
export const pendingReportLockSchema = reportLockSchema.omit({ snapshot: true }).extend({ businessName: z.string() });
export type PendingReportLock = z.infer<typeof pendingReportLockSchema>;

export const pendingReportLocksQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const pendingReportLocksPageSchema = z.object({ data: z.array(pendingReportLockSchema), pagination: paginationSchema });

// ── Notes ────────────────────────────────────────────────────────────────────────────────────

export const reportNoteInputSchema = z.object({
  type: z.enum(REPORT_TYPES),
  from: reportDate,
  to: reportDate,
  body: z.string().trim().min(1).max(5000),
});

export const reportNoteSchema = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  from: reportDate,
  to: reportDate,
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportNote = z.infer<typeof reportNoteSchema>;
