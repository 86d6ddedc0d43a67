import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bankTransactions } from '../banking/banking.tables.js';
import { businesses } from '../businesses/businesses.tables.js';
import { users } from '../users/users.tables.js';

/** A contractor a business pays (TPAR payee): its ABN (null when none was quoted) and the keywords that find its payments. */
export const contractors = pgTable(
  'contractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abn: text('abn'),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    suburb: text('suburb').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    email: text('email').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contractors_business_idx').on(t.businessId, t.name)],
);

/**
 * A bank line confirmed as a payment to a contractor. The ABN quoted is kept as it was when the
 * payment was confirmed, so a TPAR lists every ABN used in the year even after the contractor's
 * changes; tax_withheld is the no-ABN withholding when the business withheld it.
 */
export const contractorPayments = pgTable(
  'contractor_payments',
  {
    bankTransactionId: uuid('bank_transaction_id')
      .primaryKey()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    abn: text('abn'),
    taxWithheld: bigint('tax_withheld', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contractor_payments_contractor_idx').on(t.contractorId), index('contractor_payments_business_idx').on(t.businessId)],
);
