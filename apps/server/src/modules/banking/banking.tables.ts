import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RuleSplit } from '@ledgerdesk/domain';
import { businesses } from '../businesses/businesses.tables.js';
import { accounts } from '../charts/charts.tables.js';
import { users } from '../users/users.tables.js';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bsb: text('bsb').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    kind: text('kind', { enum: ['manual', 'online'] })
      .notNull()
      .default('manual'),
    ledgerAccountId: uuid('ledger_account_id')
      .notNull()
      .references(() => accounts.id),
    openingBalance: bigint('opening_balance', { mode: 'number' }).notNull().default(0),
    openingDate: date('opening_date', { mode: 'string' }),
    /** Online accounts: which provider feeds them and its connection details. */
    provider: text('provider'),
    connection: jsonb('connection').$type<Record<string, string>>(),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (business, id) is the target of the transactions' one foreign key, and serves lookups by business.
  (t) => [unique('bank_accounts_business_id_key').on(t.businessId, t.id)],
);

export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: ['previewed', 'committed', 'failed'] })
      .notNull()
      .default('previewed'),
    rowCount: integer('row_count').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    error: text('error'),
    /** The statement's own closing balance (a file's ledger balance, or a CSV's last running balance), for reconciliation. */
    closingBalance: bigint('closing_balance', { mode: 'number' }),
    closingDate: date('closing_date', { mode: 'string' }),
    /** Parsed rows kept between preview and commit, so commit writes exactly what was shown. */
    rows: jsonb('rows'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [index('import_batches_business_idx').on(t.businessId, t.createdAt)],
);

export const csvMappings = pgTable(
  'csv_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mapping: jsonb('mapping').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csv_mappings_business_idx').on(t.businessId)],
);

/**
 * A bank account reconciled up to a statement date: the statement's balance agreed with the
 * ledger's there. Its lines (bank_transactions.reconciliation_id) cannot change until it is undone.
 */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    statementBalance: bigint('statement_balance', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_reconciliations_account_date_key').on(t.bankAccountId, t.statementDate)],
);

/** A suggested coding: the rule's splits and payee, posted only when someone accepts it. */
export interface TransactionSuggestion {
  splits: RuleSplit[];
  payee: string | null;
}

export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    bankAccountId: uuid('bank_account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    reference: text('reference').notNull().default(''),
    payee: text('payee').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    externalId: text('external_id'),
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    /** Set when coded: the entry this transaction posted. */
    journalEntryId: uuid('journal_entry_id'),
    codedByRuleId: uuid('coded_by_rule_id'),
    /** A rule in Suggest mode proposes its coding here; accepting it posts the entry. */
    suggestion: jsonb('suggestion').$type<TransactionSuggestion>(),
    suggestedByRuleId: uuid('suggested_by_rule_id'),
    transferPairId: uuid('transfer_pair_id'),
    /** Set by a rule: an internal transfer still to be paired, a payment to a contractor (TPAR). */
    markedTransfer: boolean('marked_transfer').notNull().default(false),
    contractorPayment: boolean('contractor_payment').notNull().default(false),
    memo: text('memo'),
    /** Set while a reconciliation covers the line: its coding, amount and date are then frozen (migration 0013). */
    reconciliationId: uuid('reconciliation_id').references(() => bankReconciliations.id, { onDelete: 'set null' }),
    // What rule conditions match against: the domain's normaliseText, computed by the database (ld_normalise).
    descriptionMatch: text('description_match')
      .notNull()
      .generatedAlwaysAs(sql`ld_normalise(description)`),
    referenceMatch: text('reference_match')
      .notNull()
      .generatedAlwaysAs(sql`ld_normalise(reference)`),
    payeeMatch: text('payee_match')
      .notNull()
      .generatedAlwaysAs(sql`ld_normalise(payee)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One key for both: the account must be the business's own, and an import of 100,000 lines
    // pays one check per row instead of two (each check is a lookup; the pair cost 0.7 s).
    foreignKey({
      name: 'bank_transactions_account_fk',
      columns: [t.businessId, t.bankAccountId],
      foreignColumns: [bankAccounts.businessId, bankAccounts.id],
    }).onDelete('cascade'),
    // Keyset pagination of the master table: newest first, id breaks ties.
    index('bank_transactions_business_date_idx').on(t.businessId, t.date.desc(), t.id.desc()),
    index('bank_transactions_account_date_idx').on(t.bankAccountId, t.date, t.amount),
    // The dashboard's and the master table's uncoded lines per business, read from the index alone;
    // coding a line takes it out, so the index holds only the work still to do.
    index('bank_transactions_uncoded_idx')
      .on(t.businessId)
      .where(sql`${t.journalEntryId} is null`),
    // The reconciliation's own lines, for its undo and its foreign key; only reconciled lines are in it.
    index('bank_transactions_reconciliation_idx')
      .on(t.reconciliationId)
      .where(sql`${t.reconciliationId} is not null`),
    uniqueIndex('bank_transactions_external_key')
      .on(t.bankAccountId, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/**
 * Each business's uncoded bank lines, counted by statement triggers on bank_transactions
 * (the uncoded_counts migration) in the same statement as the lines change: the dashboard ranks a practice's
 * open work from here instead of counting millions of lines on every call. A test holds it equal
 * to the lines after imports, coding, rule runs, undo and deletion.
 */
export const bankUncodedCounts = pgTable('bank_uncoded_counts', {
  businessId: uuid('business_id').primaryKey(),
  lines: integer('lines').notNull(),
});
