import { JOURNAL_SOURCES } from '@ledgerdesk/domain';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankTransactions } from '../banking/banking.tables.js';
import { files } from '../files/files.tables.js';
import { users } from '../users/users.tables.js';

export { JOURNAL_SOURCES };

/** business_id and created_by are checked per statement by the entries' trigger, not by foreign keys (ADR 0008). */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    /** Per business, gap-free in practice; shown as the entry number. */
    number: integer('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source', { enum: JOURNAL_SOURCES }).notNull(),
    narration: text('narration').notNull().default(''),
    bankTransactionId: uuid('bank_transaction_id'),
    reportLockId: uuid('report_lock_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_number_key').on(t.businessId, t.number),
    index('journal_entries_business_date_idx').on(t.businessId, t.date),
  ],
);

/**
 * Signed cents: debit positive, credit negative. business_id and date are copied from the entry for
 * report speed. entry_id and account_id are checked per statement by the lines' trigger, not by
 * foreign keys (docs/decisions/0008-ledger-references-checked-per-statement.md).
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id').notNull(),
    businessId: uuid('business_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    taxCode: text('tax_code'),
    gst: bigint('gst', { mode: 'number' }).notNull().default(0),
    description: text('description'),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_business_account_date_idx').on(t.businessId, t.accountId, t.date),
  ],
);

/** Per account and month, the sum of its lines: kept by triggers in the same transaction as the lines. */
export const accountMonthBalances = pgTable(
  'account_month_balances',
  {
    businessId: uuid('business_id').notNull(),
    accountId: uuid('account_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.accountId, t.month] })],
);

/**
 * Receipts and documents kept as evidence for a bank line: links to files of the business's own
 * tree, so the file stays where the file manager shows it and a file sent to the trash drops out.
 */
export const transactionAttachments = pgTable(
  'transaction_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transaction_attachments_key').on(t.transactionId, t.fileId), index('transaction_attachments_file_idx').on(t.fileId)],
);
