import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/businesses.tables.js';
import { users } from '../users/users.tables.js';

export const REPORT_LOCK_STATUSES = ['waiting_approval', 'approved', 'rejected', 'unlocked'] as const;

/** The lock-and-approve flow of one report over one period; an approved lock freezes a snapshot. */
export const reportLocks = pgTable(
  'report_locks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    status: text('status', { enum: REPORT_LOCK_STATUSES }).notNull().default('waiting_approval'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    snapshot: jsonb('snapshot'),
    /** The lock date the business had before approval, restored on unlock. */
    previousLockDate: date('previous_lock_date', { mode: 'string' }),
  },
  (t) => [index('report_locks_business_idx').on(t.businessId, t.type, t.requestedAt)],
);

export const reportNotes = pgTable(
  'report_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_notes_business_idx').on(t.businessId, t.type)],
);

/** Saved report definitions of the report builder (/driven-report). */
export const savedReports = pgTable('saved_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  definition: jsonb('definition').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
