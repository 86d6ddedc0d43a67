/**
 * Find and recode (`/api/v1/recode`): conditions over POSTED journal lines (the profit-and-loss
 * and balance-sheet side of entries; bank-ledger and GST system lines are never found), the
 * report impact of moving them to another account or tax code, the apply as one undoable batch.
 * Text is matched after `normaliseText` on both sides, as in auto-coding rules.
 */
import { z } from 'zod';
import { isoDateSchema } from './dates.js';
import { TAX_CODES } from '../ledger.js';
import { renderMessage } from '../messages/index.js';
import { COMPARE_OPERATORS, groupSchemaOf, MAX_TEXT_VALUE, type Group } from '../rules/conditions.js';
import { patternProblem } from '../rules/regex.js';
import { paginationSchema } from './clients.js';
import { JOURNAL_SOURCES } from './journals.js';
import { runSchema } from './coding.js';

/** contact: the payee of the bank line the entry codes; description: the line's own, else the entry's narration. */
export const POSTED_TEXT_FIELDS = ['contact', 'description'] as const;
/** The rules' text operators, regular expressions in the same portable subset (rules/regex.ts). */
export const POSTED_TEXT_OPERATORS = [
  'contains',
  'notContains',
  'equals',
  'startsWith',
  'endsWith',
  'matchesWord',
  'matchesRegex',
] as const;
export type PostedTextOperator = (typeof POSTED_TEXT_OPERATORS)[number];
/** Signed net cents, debit positive, as the line is posted; absAmount its size. */
export const POSTED_NUMBER_FIELDS = ['amount', 'absAmount'] as const;
/** `none` finds lines without a tax code. */
export const POSTED_TAX_CODES = [...TAX_CODES, 'none'] as const;

const textValue = z.string().trim().min(1, 'Enter a value.').max(MAX_TEXT_VALUE);
const cents = z.number().int().safe();
const isoDate = isoDateSchema();
const accountCode = z.string().trim().min(1).max(20);

export const postedConditionSchema = z.union([
  z.object({ field: z.literal('account'), op: z.literal('isOneOf'), values: z.array(accountCode).min(1).max(100) }),
  z.object({ field: z.literal('taxCode'), op: z.literal('isOneOf'), values: z.array(z.enum(POSTED_TAX_CODES)).min(1) }),
  z.object({ field: z.enum(POSTED_NUMBER_FIELDS), op: z.enum(COMPARE_OPERATORS), value: cents }),
  z.object({ field: z.enum(POSTED_NUMBER_FIELDS), op: z.literal('between'), min: cents, max: cents }),
  z.object({ field: z.enum(POSTED_NUMBER_FIELDS), op: z.literal('isOneOf'), values: z.array(cents).min(1).max(100) }),
  z.object({ field: z.literal('date'), op: z.enum(COMPARE_OPERATORS), value: isoDate }),
  z.object({ field: z.literal('date'), op: z.literal('between'), from: isoDate, to: isoDate }),
  z.object({ field: z.enum(POSTED_TEXT_FIELDS), op: z.enum(POSTED_TEXT_OPERATORS), value: textValue }).superRefine((c, ctx) => {
    const problem = c.op === 'matchesRegex' ? patternProblem(c.value) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: renderMessage('en', problem) });
  }),
  z.object({ field: z.enum(POSTED_TEXT_FIELDS), op: z.literal('isOneOf'), values: z.array(textValue).min(1).max(100) }),
  z.object({ field: z.literal('source'), op: z.literal('isOneOf'), values: z.array(z.enum(JOURNAL_SOURCES)).min(1) }),
]);
export type PostedCondition = z.infer<typeof postedConditionSchema>;
export type PostedConditionGroup = Group<PostedCondition>;
export const postedConditionGroupSchema = groupSchemaOf(postedConditionSchema, 'PostedConditionGroup');

/** One business, every business of a brand the caller may work on, or the caller's whole data scope; dates inclusive. */
export const recodeTargetSchema = z.object({
  scope: z.union([
    z.object({ kind: z.literal('business'), businessId: z.uuid() }),
    z.object({ kind: z.literal('brand'), brandId: z.uuid() }),
    z.object({ kind: z.literal('all') }),
  ]),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});
export type RecodeTarget = z.infer<typeof recodeTargetSchema>;

export const recodeSearchRequestSchema = z.object({
  conditions: postedConditionGroupSchema,
  target: recodeTargetSchema,
  /** true: only the lines in a locked period; false: only the open ones; absent: both. */
  locked: z.boolean().optional(),
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(500).default(50),
});
export type RecodeSearchRequest = z.infer<typeof recodeSearchRequestSchema>;

export const recodeLineSchema = z.object({
  lineId: z.number().int(),
  entryId: z.uuid(),
  entryNumber: z.number().int(),
  businessId: z.uuid(),
  businessName: z.string(),
  date: z.string(),
  source: z.enum(JOURNAL_SOURCES),
  accountCode: z.string(),
  accountName: z.string(),
  taxCode: z.string().nullable(),
  /** Signed net cents, debit positive, and the line's GST (same sign convention). */
  amount: z.number().int(),
  gst: z.number().int(),
  contact: z.string().nullable(),
  description: z.string(),
  /** Dated on or before its business's lock date: listed, never recoded. */
  locked: z.boolean(),
});
export type RecodeLineDto = z.infer<typeof recodeLineSchema>;

const figureSchema = z.object({ count: z.number().int(), amount: z.number().int() });
/** Over every matching line, not just the page; `locked` is the part of them that will not move. */
export const recodeTotalsSchema = figureSchema.extend({
  gst: z.number().int(),
  locked: figureSchema,
  byAccount: z.array(figureSchema.extend({ accountCode: z.string(), accountName: z.string() })),
});

export const recodeSearchAnswerSchema = z.object({
  data: z.array(recodeLineSchema),
  pagination: paginationSchema,
  totals: recodeTotalsSchema,
});
export type RecodeSearchAnswer = z.infer<typeof recodeSearchAnswerSchema>;

/** The new account (by code, looked up in each business's chart) and/or tax code; the other stays. */
export const recodeChangeSchema = z
  .object({ accountCode: accountCode.optional(), taxCode: z.enum(TAX_CODES).optional() })
  .refine((c) => c.accountCode !== undefined || c.taxCode !== undefined, 'Choose a new account or a new tax code.');
export type RecodeChange = z.infer<typeof recodeChangeSchema>;

export const recodeRequestSchema = z.object({
  conditions: postedConditionGroupSchema,
  target: recodeTargetSchema,
  change: recodeChangeSchema,
});
export type RecodeRequest = z.infer<typeof recodeRequestSchema>;

const beforeAfter = z.object({ before: z.number().int(), after: z.number().int() });
export const RECODE_GST_LABELS = ['G1', 'G2', 'G3', 'G10', 'G11', '1A', '1B'] as const;
export type RecodeGstLabel = (typeof RECODE_GST_LABELS)[number];

/** A month's profit and loss for the accounts the recode moves money between, shown the natural way round. */
export const recodeMonthImpactSchema = z.object({
  from: z.string(),
  to: z.string(),
  accounts: z.array(beforeAfter.extend({ accountCode: z.string(), accountName: z.string() })),
  netProfit: beforeAfter,
});
/** A BAS quarter (of the business's financial year) whose GST labels change. */
export const recodeQuarterImpactSchema = z.object({
  from: z.string(),
  to: z.string(),
  labels: z.record(z.enum(RECODE_GST_LABELS), beforeAfter),
});

export const recodePreviewSchema = z.object({
  /** Lines that will be recoded (open periods, not already coded so), over every business. */
  lines: figureSchema,
  businesses: z.array(
    z.object({
      businessId: z.uuid(),
      businessName: z.string(),
      lockDate: z.string().nullable(),
      lines: z.number().int(),
      months: z.array(recodeMonthImpactSchema),
      quarters: z.array(recodeQuarterImpactSchema),
    }),
  ),
  /** Matching lines in a locked period: never touched. The first 100 here, the rest through search with `locked: true`. */
  locked: z.object({ count: z.number().int(), lines: z.array(recodeLineSchema) }),
});
export type RecodePreview = z.infer<typeof recodePreviewSchema>;
export const recodePreviewAnswerSchema = z.object({ data: recodePreviewSchema });
export type RecodePreviewAnswer = z.infer<typeof recodePreviewAnswerSchema>;

/** The batch: a coding run of kind `recode`; `lineCount` counts journal lines recoded. */
export const recodeApplyAnswerSchema = z.object({
  data: z.object({ run: runSchema, entries: z.number().int(), lockedSkipped: z.number().int() }),
});
export type RecodeApplyAnswer = z.infer<typeof recodeApplyAnswerSchema>;

/** Undo restores each entry the batch changed, except those changed (or locked, or removed) since, which it lists. */
export const recodeUndoAnswerSchema = z.object({
  data: z.object({
    run: runSchema,
    restoredEntries: z.number().int(),
    keptChangedSince: z.array(
      z.object({
        entryId: z.uuid(),
        entryNumber: z.number().int().nullable(),
        businessId: z.uuid(),
        reason: z.enum(['changed', 'locked', 'removed']),
      }),
    ),
  }),
});
export type RecodeUndoAnswer = z.infer<typeof recodeUndoAnswerSchema>;
