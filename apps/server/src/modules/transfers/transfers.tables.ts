import { TRANSFER_PAIR_STATUSES } from '@ledgerdesk/domain';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankTransactions } from '../banking/banking.tables.js';
import { businesses } from '../businesses/businesses.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A spend in one bank account paired with the receipt in another of the same business. Proposed
 * pairs are replaced by each analysis; accepted ones hold the two entries they posted (for undo);
 * rejected ones stay so the pair is never proposed again. The lines point back through
 * bank_transactions.transfer_pair_id while the pair is proposed or accepted.
 */
export const transferPairs = pgTable(
  'transfer_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    outTransactionId: uuid('out_transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    inTransactionId: uuid('in_transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRANSFER_PAIR_STATUSES }).notNull().default('proposed'),
    confidence: integer('confidence').notNull(),
    gapDays: integer('gap_days').notNull(),
    outEntryId: uuid('out_entry_id'),
    inEntryId: uuid('in_entry_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_pairs_lines_key').on(t.outTransactionId, t.inTransactionId),
    index('transfer_pairs_business_status_idx').on(t.businessId, t.status, t.confidence),
    index('transfer_pairs_in_idx').on(t.inTransactionId),
  ],
);
