import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from '../users/users.tables.js';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    abn: text('abn'),
    gstRegistered: boolean('gst_registered').notNull().default(true),
    gstBasis: text('gst_basis', { enum: ['cash', 'accrual'] })
      .notNull()
      .default('cash'),
    basFrequency: text('bas_frequency', { enum: ['monthly', 'quarterly', 'annually'] })
      .notNull()
      .default('quarterly'),
    financialYearStartMonth: smallint('financial_year_start_month').notNull().default(7),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    /** Nothing dated on or before this day may be created, changed or deleted. */
    lockDate: date('lock_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('businesses_client_idx').on(t.clientId),
    index('businesses_status_name_idx').on(t.status, t.name),
    check('businesses_fy_month_check', sql`${t.financialYearStartMonth} between 1 and 12`),
  ],
);

export const businessCaseManagers = pgTable(
  'business_case_managers',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] }), index('business_case_managers_user_idx').on(t.userId)],
);
