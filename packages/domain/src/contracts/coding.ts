/**
 * The auto-coding API (`/api/v1/coding-rules`, `/api/v1/coding-runs`), declared once: the server
 * validates and documents with these, the web parses answers and validates its forms with them.
 */
import { z } from 'zod';
import { isoDateSchema } from './dates.js';
import { ruleActionsSchema, RULE_MODES } from '../rules/actions.js';
import { conditionGroupSchema } from '../rules/conditions.js';
import { paginationSchema } from './clients.js';
import { transactionSchema } from './transactions.js';

export const RULE_STATUSES = ['draft', 'active', 'archived'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
export const RULE_SCOPE_KINDS = ['practice', 'brand', 'business'] as const;
export type RuleScopeKind = (typeof RULE_SCOPE_KINDS)[number];

/** Business rules may be limited to some of the business's bank accounts (empty: all of them). */
export const ruleScopeSchema = z.union([
  z.object({ kind: z.literal('practice') }),
  z.object({ kind: z.literal('brand'), brandId: z.uuid() }),
  z.object({ kind: z.literal('business'), businessId: z.uuid(), bankAccountIds: z.array(z.uuid()).max(50) }),
]);
export type RuleScope = z.infer<typeof ruleScopeSchema>;

export const ruleDraftSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(120),
  mode: z.enum(RULE_MODES),
  scope: ruleScopeSchema,
  conditions: conditionGroupSchema,
  actions: ruleActionsSchema,
});
export type RuleDraft = z.infer<typeof ruleDraftSchema>;

export const createRuleSchema = ruleDraftSchema.extend({ status: z.enum(['draft', 'active']) });
export type CreateRuleInput = z.infer<typeof createRuleSchema>;
/** Editing keeps the rule's scope; an active rule's previous version stays in its history. */
export const updateRuleSchema = ruleDraftSchema.omit({ scope: true });
export type UpdateRuleInput = z.infer<typeof updateRuleSchema>;
export const ruleStatusChangeSchema = z.object({ status: z.enum(RULE_STATUSES) });

/** Where a rule may go from each status: a draft is activated, an active rule archived, an archived one revived. */
export const RULE_STATUS_MOVES: Readonly<Record<RuleStatus, readonly RuleStatus[]>> = {
  draft: ['active'],
  active: ['archived'],
  archived: ['active', 'draft'],
};
export const canMoveRule = (from: RuleStatus, to: RuleStatus): boolean => RULE_STATUS_MOVES[from].includes(to);

/**
 * The full order of one scope's rules, first first. With `status` (the list's tab) the ids are
 * that tab's rules only and take the places those rules held, so rules of other tabs keep theirs.
 */
export const ruleOrderSchema = z.object({
  scope: ruleScopeSchema,
  status: z.enum(RULE_STATUSES).optional(),
  ruleIds: z.array(z.uuid()).min(1).max(2000),
});
export type RuleOrderInput = z.infer<typeof ruleOrderSchema>;

export const ruleStatsSchema = z.object({
  linesCoded: z.number().int(),
  lastRunAt: z.string().nullable(),
  lastRunLines: z.number().int().nullable(),
});

export const ruleSchema = ruleDraftSchema.extend({
  id: z.uuid(),
  status: z.enum(RULE_STATUSES),
  /** Order inside its scope, 1 first. */
  position: z.number().int(),
  version: z.number().int(),
  scopeName: z.string(),
  stats: ruleStatsSchema,
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type RuleDto = z.infer<typeof ruleSchema>;

export const ruleListQuerySchema = z.object({
  status: z.enum(RULE_STATUSES).default('active'),
  scopeKind: z.enum(RULE_SCOPE_KINDS).optional(),
  brandId: z.uuid().optional(),
  businessId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type RuleListQuery = z.infer<typeof ruleListQuerySchema>;
export const ruleListAnswerSchema = z.object({ data: z.array(ruleSchema), pagination: paginationSchema });
export const ruleAnswerSchema = z.object({ data: ruleSchema });

export const ruleVersionSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  mode: z.enum(RULE_MODES),
  status: z.enum(RULE_STATUSES),
  conditions: conditionGroupSchema,
  actions: ruleActionsSchema,
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export const ruleVersionsAnswerSchema = z.object({ data: z.array(ruleVersionSchema) });

/**
 * Which lines a preview or an apply looks at: one business or every business of the rule's
 * scope the caller may work on, a date range and some bank accounts. Hand-coded lines are left
 * alone unless `includeCoded`.
 */
export const runTargetSchema = z.object({
  businessId: z.uuid().optional(),
  dateFrom: isoDateSchema().optional(),
  dateTo: isoDateSchema().optional(),
  bankAccountIds: z.array(z.uuid()).max(50).default([]),
  includeCoded: z.boolean().default(false),
});
export type RunTarget = z.infer<typeof runTargetSchema>;

/** Either a saved rule or the editor's unsaved draft. */
export const rulePreviewRequestSchema = z.object({
  ruleId: z.uuid().optional(),
  draft: ruleDraftSchema.optional(),
  target: runTargetSchema,
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(500).default(50),
});
export type RulePreviewRequest = z.infer<typeof rulePreviewRequestSchema>;

/**
 * What the rule would do to a line: code it, or not because a higher rule takes it, its period
 * is locked, it is reconciled, the business's chart lacks an account code, the split exceeds the
 * line, or it was coded by hand.
 */
export const RULE_PREVIEW_OUTCOMES = [
  'code',
  'takenByHigherRule',
  'locked',
  'reconciled',
  'missingAccount',
  'splitTooLarge',
  'codedByHand',
] as const;
export type RulePreviewOutcome = (typeof RULE_PREVIEW_OUTCOMES)[number];

export const rulePreviewLineSchema = z.object({
  transaction: transactionSchema,
  businessId: z.uuid(),
  businessName: z.string(),
  outcome: z.enum(RULE_PREVIEW_OUTCOMES),
  /** The higher rule that takes the line, when outcome is takenByHigherRule. */
  takenBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  detail: z.string().nullable(),
});
export type RulePreviewLineDto = z.infer<typeof rulePreviewLineSchema>;

export const rulePreviewAnswerSchema = z.object({
  data: z.array(rulePreviewLineSchema),
  pagination: paginationSchema,
  /** Lines per outcome over the whole match, not just this page; `share` of all lines in the target, 0–1. */
  totals: z.object({ matched: z.number().int(), byOutcome: z.record(z.enum(RULE_PREVIEW_OUTCOMES), z.number().int()), share: z.number() }),
});
export type RulePreviewAnswer = z.infer<typeof rulePreviewAnswerSchema>;

/** The live count while editing: how many lines of the target match the conditions so far. */
export const ruleCountRequestSchema = z.object({ draft: ruleDraftSchema, target: runTargetSchema });
export const ruleCountAnswerSchema = z.object({ data: z.object({ matched: z.number().int(), total: z.number().int() }) });

/** Apply codes exactly what the preview listed as `code`; over half of all lines needs `confirmed`. */
export const ruleApplyRequestSchema = z.object({ ruleId: z.uuid(), target: runTargetSchema, confirmed: z.boolean().default(false) });

/**
 * Every active rule of one business's lines at once, first match wins (what an import commit
 * runs): each line is coded as its first matching rule's own apply would code it.
 */
export const activeRulesApplyRequestSchema = z.object({
  target: runTargetSchema.extend({ businessId: z.uuid() }),
  confirmed: z.boolean().default(false),
});
export type ActiveRulesApplyRequest = z.infer<typeof activeRulesApplyRequestSchema>;

export const RUN_KINDS = ['apply', 'import', 'recode'] as const;
export const runSchema = z.object({
  id: z.uuid(),
  kind: z.enum(RUN_KINDS),
  createdAt: z.string(),
  /** Names of who made and who undid the run. */
  createdBy: z.string().nullable(),
  rules: z.array(z.object({ id: z.uuid(), name: z.string(), version: z.number().int() })),
  businessCount: z.number().int(),
  lineCount: z.number().int(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type RunDto = z.infer<typeof runSchema>;
export const runAnswerSchema = z.object({ data: runSchema });
export const runListQuerySchema = z.object({
  ruleId: z.uuid().optional(),
  kind: z.enum(RUN_KINDS).optional(),
  businessId: z.uuid().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const runListAnswerSchema = z.object({ data: z.array(runSchema), pagination: paginationSchema });

/** One line a run changed: its coding before and after (null: uncoded). */
export const runLineSchema = z.object({
  transaction: transactionSchema,
  ruleId: z.uuid().nullable(),
  before: z.array(z.object({ accountCode: z.string(), taxCode: z.string().nullable(), amount: z.number().int() })).nullable(),
  after: z.array(z.object({ accountCode: z.string(), taxCode: z.string().nullable(), amount: z.number().int() })).nullable(),
});
export const runLinesAnswerSchema = z.object({ data: z.array(runLineSchema), pagination: paginationSchema });

/** Undo restores every line the run changed, except those changed since or now in a locked period, which it lists. */
export const runUndoAnswerSchema = z.object({
  data: z.object({
    run: runSchema,
    restored: z.number().int(),
    keptChangedSince: z.array(transactionSchema),
    keptLocked: z.array(transactionSchema),
  }),
});

/** Accounts learned from the coded history of the business (then its brand) for some uncoded lines. */
export const learnedSuggestionsRequestSchema = z.object({ transactionIds: z.array(z.uuid()).min(1).max(500) });
export const learnedSuggestionSchema = z.object({
  accountId: z.uuid(),
  accountCode: z.string(),
  accountName: z.string(),
  taxCode: z.string(),
  /** 0–1. */
  confidence: z.number(),
  /** Whose history it was learned from. */
  source: z.enum(['business', 'brand']),
});
export type LearnedSuggestionDto = z.infer<typeof learnedSuggestionSchema>;
export const learnedSuggestionsAnswerSchema = z.object({
  data: z.array(z.object({ transactionId: z.uuid(), suggestions: z.array(learnedSuggestionSchema) })),
});
export type LearnedSuggestionsAnswer = z.infer<typeof learnedSuggestionsAnswerSchema>;

/** Accepting Suggest-mode rules' suggestions: lines without one are ignored, locked or uncodable ones skipped with the reason. */
export const acceptSuggestionsRequestSchema = z.object({ transactionIds: z.array(z.uuid()).min(1).max(500) });
export const acceptSuggestionsAnswerSchema = z.object({
  data: z.object({
    accepted: z.array(transactionSchema),
    skipped: z.array(z.object({ transactionId: z.uuid(), reason: z.string() })),
  }),
});
export type AcceptSuggestionsAnswer = z.infer<typeof acceptSuggestionsAnswerSchema>;

/**
 * "Make a rule from this line": a business rule repeating a coded line's coding, with the
 * conditions that separate it from the business's lines coded elsewhere, and what they match
 * among all the business's lines: how many, how many coded to the line's account, how many to others.
 */
export const ruleDraftFromLineSchema = z.object({
  transactionId: z.uuid(),
  /** The rule's scope: the line's business. */
  businessName: z.string(),
  draft: ruleDraftSchema,
  matches: z.object({ matched: z.number().int(), sameAccount: z.number().int(), elsewhere: z.number().int() }),
});
export type RuleDraftFromLine = z.infer<typeof ruleDraftFromLineSchema>;
export const ruleDraftFromLineAnswerSchema = z.object({ data: ruleDraftFromLineSchema });
