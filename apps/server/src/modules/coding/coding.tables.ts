import type { ConditionGroup, RuleActions, RuleSplit } from '@ledgerdesk/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.js';
import { businesses } from '../businesses/businesses.tables.js';
import { users } from '../users/users.tables.js';

/**
 * Auto-coding rules. The scope is the practice (no brand, no business), a brand, or one business
 * (optionally some of its bank accounts). `position` orders rules inside their scope; the row
 * holds the current version, `coding_rule_versions` every saved one.
 */
export const codingRules = pgTable(
  'coding_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scopeKind: text('scope_kind', { enum: ['practice', 'brand', 'business'] }).notNull(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    bankAccountIds: jsonb('bank_account_ids').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    status: text('status', { enum: ['draft', 'active', 'archived'] }).notNull(),
    mode: text('mode', { enum: ['suggest', 'autopost'] }).notNull(),
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    conditions: jsonb('conditions').$type<ConditionGroup>().notNull(),
    actions: jsonb('actions').$type<RuleActions>().notNull(),
    linesCoded: integer('lines_coded').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastRunLines: integer('last_run_lines'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coding_rules_scope_idx').on(t.scopeKind, t.brandId, t.businessId, t.status, t.position),
    index('coding_rules_business_idx').on(t.businessId),
  ],
);

export const codingRuleVersions = pgTable(
  'coding_rule_versions',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => codingRules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['suggest', 'autopost'] }).notNull(),
    status: text('status', { enum: ['draft', 'active', 'archived'] }).notNull(),
    conditions: jsonb('conditions').$type<ConditionGroup>().notNull(),
    actions: jsonb('actions').$type<RuleActions>().notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.version] })],
);

/** A batch of coding changes (a rule applied, an import coded, a recode): who, when, which rules; undoable. */
export const codingRuns = pgTable(
  'coding_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['apply', 'import', 'recode'] }).notNull(),
    rules: jsonb('rules').$type<{ id: string; name: string; version: number }[]>().notNull().default([]),
    lineCount: integer('line_count').notNull().default(0),
    businessCount: integer('business_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('coding_runs_created_idx').on(t.createdAt)],
);

/** Snapshot of one split line of an entry, enough to post it again on undo. */
export interface CodedLineSnapshot {
  accountId: string;
  accountCode: string;
  taxCode: string | null;
  amount: number;
  description: string | null;
}

/** The line's own fields a run may set besides its entry, kept to put them back on undo. */
export interface RunLineFields {
  payee: string;
  memo: string | null;
  markedTransfer: boolean;
  contractorPayment: boolean;
  codedByRuleId: string | null;
  suggestion: { splits: RuleSplit[]; payee: string | null } | null;
  suggestedByRuleId: string | null;
}

/**
 * One line a run changed. `before` is the coding it had (null: uncoded) and `afterEntryId` the
 * entry the run posted (null: the run only suggested or removed); undo restores `before` only
 * while the line still carries `afterEntryId`, so a line changed since is kept.
 */
export const codingRunLines = pgTable(
  'coding_run_lines',
  {
    /** Checked per statement, not by a foreign key (migration 0025, ADR 0008): a run writes 100,000 rows at once. */
    runId: uuid('run_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    businessId: uuid('business_id').notNull(),
    ruleId: uuid('rule_id'),
    before: jsonb('before').$type<CodedLineSnapshot[]>(),
    beforeEntryNumber: integer('before_entry_number'),
    afterEntryId: uuid('after_entry_id'),
    after: jsonb('after').$type<CodedLineSnapshot[]>(),
    /** The fields besides the entry before and after the run: undo puts `before_line` back while the line still shows `after_line`. */
    beforeLine: jsonb('before_line').$type<RunLineFields>(),
    afterLine: jsonb('after_line').$type<RunLineFields>(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.transactionId] }), index('coding_run_lines_business_idx').on(t.businessId)],
);
